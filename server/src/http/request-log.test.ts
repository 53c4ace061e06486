import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { outboxMailer } from '../providers/mail/mailer';
import { buildServer, type TroperoServer } from '../server';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/database';
import { testConfig } from '../../test/app';
import { redactUrl } from './request-log';

const SECRETS = ['eyJhbGciOiJIUzI1NiJ9.live-token-secret', 'dev_osmandkeysecret', 'reset-link-secret'];

describe.each(DIALECTS)('the request log on %s', (dialect) => {
  let database: TestDatabase;
  let server: TroperoServer;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    server = await buildServer({
      config: testConfig(),
      database,
      mailer: outboxMailer(database.db, { info: () => {} }),
      logger: createLogger('info', stream),
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('writes no live-stream token, OsmAnd key or reset token, and still says what was asked', async () => {
    await server.app.inject(`/api/v1/live?settlementId=0123456789abcdef01234567&access_token=${SECRETS[0]}`);
    await server.app.inject(`/ingest/osmand/${SECRETS[1]}?id=AA:BB&lat=-29.4&lon=-66.8`);
    await server.app.inject({ method: 'POST', url: `/ingest/osmand/${SECRETS[1]}`, payload: {} });
    await server.app.inject(`/reset?id=0123456789abcdef01234567&token=${SECRETS[2]}`);

    const log = lines.join('\n');
    for (const secret of SECRETS) expect(log).not.toContain(secret);
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((e) => e.req?.url ?? []);
    expect(urls).toEqual([
      '/api/v1/live?settlementId=0123456789abcdef01234567&access_token=[redacted]',
      '/ingest/osmand/[redacted]?id=AA:BB&lat=-29.4&lon=-66.8',
      '/ingest/osmand/[redacted]',
      '/reset?id=0123456789abcdef01234567&token=[redacted]',
    ]);
  });
});

describe('redactUrl', () => {
  it('blanks only the secrets', () => {
    expect(redactUrl('/api/v1/live?access_token=a.b.c&settlementId=x')).toBe(
      '/api/v1/live?access_token=[redacted]&settlementId=x',
    );
    expect(redactUrl('/api/v1/animals?q=token')).toBe('/api/v1/animals?q=token');
    expect(redactUrl('/api/v1/things?mytoken=keep')).toBe('/api/v1/things?mytoken=keep');
    expect(redactUrl('/ingest/osmand/')).toBe('/ingest/osmand/');
  });
});
