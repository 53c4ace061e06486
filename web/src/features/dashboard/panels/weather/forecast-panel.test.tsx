import { fireEvent, screen, within } from '@testing-library/react';
import type { ForecastDay, WeatherHour } from '@tropero/shared/contracts/weather';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/setup';
import { SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { renderHerdPanel } from '../../testing/render-herd-panel';
import ForecastPanel from './forecast-panel';

const hour = (ts: number, ith: number): WeatherHour => ({
  ts,
  temperature: 30,
  humidity: 50,
  dewPoint: 18,
  precipitation: 0,
  radiation: 500,
  windSpeed: 12,
  windDirection: 90,
  windGusts: 20,
  weatherCode: 1,
  ith,
  category: ith >= 75 ? 'alert' : 'normal',
});

const day = (date: string, changes: Partial<ForecastDay> = {}): ForecastDay => ({
  date,
  temperatureMin: 18,
  temperatureMax: 33,
  precipitation: 4.5,
  windSpeedMax: 25,
  weatherCode: 61,
  ithMax: 78.3,
  ithMean: 70,
  ithMin: 62,
  category: 'alert',
  hoursAtOrAbove: { '72': 6, '76': 4, '79': 0, '84': 0 },
  hoursOverThreshold: 6,
  thiHours: 20,
  recoveryHours: 10,
  recoveryNight: true,
  heatWaveDay: 0,
  hours: [hour(Date.parse(`${date}T15:00:00Z`), 64.7), hour(Date.parse(`${date}T18:00:00Z`), 78.3)],
  ...changes,
});

const FORECAST = `POST /cabure/forecast/${SETTLEMENT_ID}`;
/** A dairy settlement's rules, at the shipped defaults. */
const DAIRY_RULES = {
  threshold: 72,
  basis: 'dairy',
  recoveryIth: 74,
  recoveryNightHours: 3,
  heatWaveMinDays: 3,
  heatWaveMinHours: 3,
} as const;

const STORED = {
  source: 'open-meteo',
  attribution: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
  settlementId: SETTLEMENT_ID,
  observedAt: Date.parse('2026-01-15T16:00:00Z'),
  ageMinutes: 50,
  temperature: 31.4,
  humidity: 48,
  dewPoint: 19,
  precipitation: 0,
  windSpeed: 15,
  windDirection: 45,
  windGusts: 30,
  weatherCode: 1,
  ith: 78.3,
  category: 'alert',
  threshold: 72,
  formula: 'nrc1971',
  rules: DAIRY_RULES,
};

beforeAll(() => i18n.loadNamespaces(['weather']));
beforeEach(signInWithAccount);
afterEach(signOut);

describe('forecast panel', () => {
  it('shows the days with rain and ITH, each day’s hours on demand, and conditions from storage when the provider fails', async () => {
    const api = renderHerdPanel(<ForecastPanel />, {
      answers: {
        [FORECAST]: {
          body: {
            success: true,
            list: [day('2026-01-15', { heatWaveDay: 3 }), day('2026-01-16')],
            source: 'open-meteo',
            attribution: STORED.attribution,
            updatedAt: Date.parse('2026-01-15T15:00:00Z'),
            threshold: 72,
            formula: 'nrc1971',
            rules: DAIRY_RULES,
          },
        },
        'POST /cabure/instantweather': { body: { success: false } },
        'GET /weather': { body: STORED },
      },
    });
    expect(await screen.findByText('Pronóstico de 2 días')).toBeInTheDocument();
    // The instant call failed: the stored hour, and its age.
    expect(
      await screen.findByText(
        'Sin conexión con el servicio del clima: últimos datos guardados, de hace 50 min',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Condiciones actuales' })).toHaveTextContent('31,4 °C');
    const stored = api.calls.find((call) => call.path === '/weather')!;
    expect(stored.query.get('lat')).toBe('-29.4');
    expect(stored.query.get('long')).toBe('-66.9');
    expect(api.calls.find((call) => call.path === `/cabure/forecast/${SETTLEMENT_ID}`)!.body).toMatchObject({
      lat: -29.4,
      lng: -66.9,
    });
    expect(screen.getAllByRole('link', { name: 'Datos del clima: Open-Meteo.com' })[0]).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );
    const days = screen.getAllByRole('button', { name: /ver el detalle por hora/ });
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getByText('4,5 mm')).toBeInTheDocument();
    expect(within(days[0]!).getByLabelText('ITH 78,3 · Alerta')).toBeInTheDocument();
    fireEvent.click(days[0]!);
    expect(await screen.findByText('Ola de calor: día 3')).toBeInTheDocument();
    // Each day's panel says its hours over the threshold and its wind.
    expect(screen.getAllByText('6 horas con ITH de 72 o más · viento máximo 25 km/h')).toHaveLength(2);
    // Beside the count, the rules it was judged by: the threshold and why, the heat-wave day, the night.
    const rules = screen.getByRole('list', { name: 'Cómo se juzga el estrés térmico' });
    expect(rules).toHaveTextContent(
      'Umbral ITH 72: valor crítico para vacas lecheras (INTA EEA Rafaela), por ser un tambo.',
    );
    expect(rules).toHaveTextContent(
      'Día de ola de calor: 3 h o más con ITH ≥ 72 en el día (nunca un día «normal» ni incompleto). Ola de calor: 3 días así seguidos o más.',
    );
    expect(rules).toHaveTextContent('Noche de recuperación: 3 h o más con ITH ≤ 74 en el día.');
    const table = await screen.findByRole('table');
    // Noon and 15:00 at the settlement's UTC−3.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('12:00')).toBeInTheDocument();
  });

  it('says when no forecast is at hand, and labels simulated data', async () => {
    renderHerdPanel(<ForecastPanel />, {
      answers: {
        [FORECAST]: { body: { success: false, list: [] } },
        'POST /cabure/instantweather': {
          body: { ...STORED, source: 'simulated', attribution: null, success: true },
        },
      },
    });
    expect(
      await screen.findByText('No hay pronóstico disponible en este momento. Probá de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('simulado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Datos del clima: Open-Meteo.com' })).toBeNull();
  });
});
