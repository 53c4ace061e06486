import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { backupSettings } from './backup/settings';
import { ConfigError, readEnv } from './config';

describe('configuration from the environment', () => {
  it('has defaults for everything', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DEMO: true,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats blank variables as unset and parses flags', () => {
    expect(readEnv({ DATABASE_URL: '', DEMO: '0', PORT: '8080' })).toMatchObject({ DEMO: false, PORT: 8080 });
  });

  it('names every invalid variable in one clear error', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    try {
      readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
      expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    }
  });

  it('reads the backup schedule: off by default, seven kept, in <DATA_DIR>/backups unless BACKUP_DIR', () => {
    const env = readEnv({ DATA_DIR: '/srv/tropero' });
    expect(env).toMatchObject({ BACKUP_EVERY_HOURS: 0, BACKUP_KEEP: 7 });
    expect(backupSettings(env).dir).toBe(resolve('/srv/tropero/backups'));
    const scheduled = readEnv({ BACKUP_DIR: '/backups', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '14' });
    expect(scheduled).toMatchObject({ BACKUP_EVERY_HOURS: 6, BACKUP_KEEP: 14 });
    expect(backupSettings(scheduled)).toMatchObject({ dir: resolve('/backups'), keep: 14 });
    expect(() => readEnv({ BACKUP_EVERY_HOURS: '-1' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => readEnv({ BACKUP_EVERY_HOURS: '1.5' })).toThrow(/BACKUP_EVERY_HOURS: must be whole hours/);
    expect(() => readEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('reads the statement timeout (0 turns it off) and the metrics token', () => {
    expect(readEnv({})).toMatchObject({ DATABASE_STATEMENT_TIMEOUT_MS: 30_000 });
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(
      readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '0', METRICS_TOKEN: 'a-long-enough-scrape-token' }),
    ).toMatchObject({ DATABASE_STATEMENT_TIMEOUT_MS: 0, METRICS_TOKEN: 'a-long-enough-scrape-token' });
    expect(() => readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '-5' })).toThrow('DATABASE_STATEMENT_TIMEOUT_MS');
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 16 characters',
    );
  });

  it('reads the login limits and the extra origins of the content security policy', () => {
    expect(readEnv({ LOGIN_LIMIT_PER_CLIENT: '5' }).LOGIN_LIMIT_PER_CLIENT).toBe(5);
    expect(
      readEnv({ CSP_EXTRA_ORIGINS: 'https://fonts.example.com, https://*.tiles.example.com:8443' })
        .CSP_EXTRA_ORIGINS,
    ).toEqual(['https://fonts.example.com', 'https://*.tiles.example.com:8443']);
    expect(() => readEnv({ CSP_EXTRA_ORIGINS: "https://ok.example.com 'unsafe-inline'" })).toThrow(
      /CSP_EXTRA_ORIGINS.*must be origins/,
    );
  });

  it('reads the weather provider, its URLs and the image services, each of which may be off', () => {
    expect(readEnv({})).toMatchObject({
      WEATHER_PROVIDER: 'open-meteo',
      WEATHER_API_URL: 'https://api.open-meteo.com',
      WEATHER_ARCHIVE_URL: 'https://archive-api.open-meteo.com',
      WEATHER_REFRESH_MINUTES: 60,
      WEATHER_RADAR_URL: 'https://api.rainviewer.com/public/weather-maps.json',
      WEATHER_SATELLITE_URL: 'https://gibs.earthdata.nasa.gov/wmts/epsg3857/best',
    });
    expect(readEnv({ WEATHER_PROVIDER: 'simulated', WEATHER_RADAR_URL: 'off' })).toMatchObject({
      WEATHER_PROVIDER: 'simulated',
      WEATHER_RADAR_URL: null,
    });
    expect(() => readEnv({ WEATHER_PROVIDER: 'smn' })).toThrow(/WEATHER_PROVIDER/);
    expect(() => readEnv({ WEATHER_SATELLITE_URL: 'gibs' })).toThrow(
      /WEATHER_SATELLITE_URL: must be a URL or off/,
    );
  });

  it('reads the satellite provider, its STAC URL and the Copernicus credentials it needs', () => {
    expect(readEnv({})).toMatchObject({
      SATELLITE_PROVIDER: 'earth-search',
      STAC_API_URL: 'https://earth-search.aws.element84.com/v1',
      STAC_COLLECTION: 'sentinel-2-c1-l2a',
      SATELLITE_REFRESH_HOURS: 6,
    });
    expect(readEnv({ SATELLITE_PROVIDER: 'simulated' }).SATELLITE_PROVIDER).toBe('simulated');
    expect(readEnv({ SATELLITE_PROVIDER: 'off' }).SATELLITE_PROVIDER).toBe('off');
    expect(
      readEnv({ SATELLITE_PROVIDER: 'cdse', CDSE_CLIENT_ID: 'tropero', CDSE_CLIENT_SECRET: 'secret' }),
    ).toMatchObject({ SATELLITE_PROVIDER: 'cdse', CDSE_CLIENT_ID: 'tropero' });
    expect(() => readEnv({ SATELLITE_PROVIDER: 'cdse', CDSE_CLIENT_ID: 'tropero' })).toThrow(
      /CDSE_CLIENT_SECRET: SATELLITE_PROVIDER=cdse needs CDSE_CLIENT_ID and CDSE_CLIENT_SECRET/,
    );
    expect(() => readEnv({ SATELLITE_PROVIDER: 'landsat' })).toThrow(/SATELLITE_PROVIDER/);
    expect(() => readEnv({ STAC_API_URL: 'earth-search' })).toThrow(/STAC_API_URL: must be a URL/);
    expect(readEnv({ STAC_COLLECTION: 'sentinel-2-l2a' }).STAC_COLLECTION).toBe('sentinel-2-l2a');
    expect(() => readEnv({ STAC_COLLECTION: 'landsat-c2-l2' })).toThrow(/STAC_COLLECTION/);
  });

  it('reads the push provider and the VAPID settings, refusing a local subject and half a key pair', () => {
    expect(readEnv({})).toMatchObject({ PUSH_PROVIDER: 'web-push' });
    expect(readEnv({ PUSH_PROVIDER: 'off' }).PUSH_PROVIDER).toBe('off');
    expect(readEnv({ VAPID_SUBJECT: 'mailto:ops@tropero.example' }).VAPID_SUBJECT).toBe(
      'mailto:ops@tropero.example',
    );
    expect(() => readEnv({ VAPID_SUBJECT: 'mailto:admin@localhost' })).toThrow(/VAPID_SUBJECT/);
    expect(() => readEnv({ VAPID_SUBJECT: 'mailto:admin@tropero.local' })).toThrow(/VAPID_SUBJECT/);
    const publicKey = 'B'.repeat(87);
    expect(() => readEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: .*set together/);
    expect(readEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'p'.repeat(43) })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
    });
    expect(() => readEnv({ VAPID_PUBLIC_KEY: 'not a key!', VAPID_PRIVATE_KEY: 'p'.repeat(43) })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
  });

  it('reads WhatsApp: the Graph API by default, the template in es_AR, the token with its phone number id', () => {
    expect(readEnv({})).toMatchObject({
      WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0',
      WHATSAPP_TEMPLATE_LANGUAGE: 'es_AR',
    });
    const env = readEnv({
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_VERIFY_TOKEN: 'verify-me-please',
      WHATSAPP_APP_SECRET: 'app-secret-value',
      WHATSAPP_TEMPLATE_NAME: 'soporte_respuesta',
      WHATSAPP_SUPPORT_NUMBER: '+54 9 11 5555-0000',
    });
    expect(env).toMatchObject({
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_SUPPORT_NUMBER: '5491155550000',
    });
    expect(() => readEnv({ WHATSAPP_TOKEN: 'EAAG-token' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set together/,
    );
    expect(() => readEnv({ WHATSAPP_TEMPLATE_NAME: 'Soporte Respuesta' })).toThrow(/WHATSAPP_TEMPLATE_NAME/);
    expect(() => readEnv({ WHATSAPP_API_URL: 'graph' })).toThrow(/WHATSAPP_API_URL: must be a URL/);
  });
});
