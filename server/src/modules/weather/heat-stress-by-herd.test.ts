import { beforeAll, expect, it } from 'vitest';
import type { IthHistory } from '@tropero/shared/contracts/weather';
import { HOUR_MS } from '@tropero/shared/constants';
import { apiAs } from '../../../test/app';
import { dataApiHeaders } from '../../../test/collars';
import { FakeOpenMeteo, openMeteoAt } from '../../../test/fake-open-meteo';
import { describeWithApp } from '../../../test/suite';
import type { ProviderHour } from '../../providers/weather/weather-provider';
import { toAlert } from '../alerts/to-alert';
import { alertMailTexts, pushTexts } from '../notifications/alert-texts';

/** 12:20 local (UTC−3) on 20 January 2026: the week before is stored whole. */
const NOW = Date.parse('2026-01-20T15:20:00Z');
const localHour = (ts: number) => new Date(ts - 3 * HOUR_MS).getUTCHours();
const localDate = (ts: number) => new Date(ts - 3 * HOUR_MS).toISOString().slice(0, 10);

/*
 * A known week, by the NRC 1971 formula ITH = (1.8·T + 32) − (0.55 − 0.0055·RH)·(1.8·T − 26):
 *   30 °C, 50 %: 86 − 0.275 × 28   = 78.3 (alert; over beef's 76 and dairy's 72)
 *   28 °C, 50 %: 82.4 − 0.275 × 24.4 = 75.69 → 75.7 (alert; over dairy's 72 only)
 *   26 °C, 50 %: 78.8 − 0.275 × 20.8 = 73.08 → 73.1 (over 72, but the index rates it "normal")
 *   20 °C, 40 %: 68 − 0.33 × 10    = 64.7 (mild: every other hour)
 * Each day of 13–19 January is mild but for six hours from 12:00 to 17:59 local at:
 */
const AFTERNOONS: Record<string, { temperature: number; humidity: number }> = {
  '2026-01-13': { temperature: 30, humidity: 50 }, // 78.3
  '2026-01-14': { temperature: 30, humidity: 50 }, // 78.3
  '2026-01-15': { temperature: 28, humidity: 50 }, // 75.7
  '2026-01-16': { temperature: 30, humidity: 50 }, // 78.3
  '2026-01-17': { temperature: 30, humidity: 50 }, // 78.3
  '2026-01-18': { temperature: 30, humidity: 50 }, // 78.3
  '2026-01-19': { temperature: 26, humidity: 50 }, // 73.1
};
const WEEK = { fromDate: '2026-01-13', toDate: '2026-01-19' };

function weekHour(_point: unknown, ts: number): ProviderHour {
  const hour = localHour(ts);
  const afternoon = hour >= 12 && hour < 18 ? AFTERNOONS[localDate(ts)] : undefined;
  return {
    ts,
    temperature: afternoon?.temperature ?? 20,
    humidity: afternoon?.humidity ?? 40,
    dewPoint: 10,
    precipitation: 0,
    radiation: 0,
    et0: 0,
    windSpeed: 10,
    windDirection: 90,
    windGusts: 20,
    weatherCode: 1,
  };
}

describeWithApp(
  'heat stress by herd type on %s',
  { settlement: { name: 'Estancia La Blanqueada', location: { lat: -34.6, lng: -58.38 } } },
  (ctx, { beforeApp, afterApp }) => {
    let fake: FakeOpenMeteo;

    beforeApp(async () => {
      fake = await FakeOpenMeteo.start();
      fake.now = () => NOW;
      fake.hour = weekHour;
      return {
        weather: {
          provider: openMeteoAt(fake),
          radarIndexUrl: null,
          radarTilesUrl: null,
          satelliteBaseUrl: null,
          now: () => NOW,
        },
      };
    });
    afterApp(() => fake.stop());
    beforeAll(async () => {
      await ctx.services.weatherUpdates.refreshAll();
    });

    const edit = async (body: object) => {
      const answer = await apiAs(ctx, ctx.owner).put(
        `/api/v1/settlements/${ctx.settlementId}?userAccountId=${ctx.owner.accountId}`,
        body,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const week = async () => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/data-api/settlements/${ctx.settlementId}/ith?fromDate=${WEEK.fromDate}&toDate=${WEEK.toDate}&userAccountId=${ctx.owner.accountId}`,
        headers: await dataApiHeaders(apiAs(ctx, ctx.owner), ctx.owner),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<IthHistory>();
    };
    const waves = (history: IthHistory) => history.days.map((day) => day.heatWaveDay);

    it('a new settlement is beef, judged at 76: only the three days in a row over it make a wave', async () => {
      const settlement = await apiAs(ctx, ctx.owner).get(
        `/api/v1/settlements/${ctx.settlementId}?userAccountId=${ctx.owner.accountId}`,
      );
      expect(settlement.json()).toMatchObject({ herdType: 'beef', alertParams: { ithAlert: null } });
      const history = await week();
      expect(history.rules).toEqual({
        threshold: 76,
        basis: 'beef',
        recoveryIth: 74,
        recoveryNightHours: 3,
        heatWaveMinDays: 3,
        heatWaveMinHours: 3,
      });
      expect(history.threshold).toBe(76);
      // Hours at or above 76: 6, 6, 0 (75.7), 6, 6, 6, 0 (73.1). Heat-wave days (≥ 3 such hours, not
      // "normal"): yes, yes, no, yes, yes, yes, no → the 13–14 run is too short; 16–18 is a wave.
      expect(history.days.map((day) => day.hoursOverThreshold)).toEqual([6, 6, 0, 6, 6, 6, 0]);
      expect(waves(history)).toEqual([0, 0, 0, 1, 2, 3, 0]);
      // 6 × (78.3 − 76) = 13.8 THI-hours on a 78.3 day; 18 mild hours at 64.7 ≤ 74 make a recovery night.
      expect(history.days[0]).toMatchObject({ thiHours: 13.8, recoveryHours: 18, recoveryNight: true });
    });

    it('switching the settlement to dairy judges the same week at 72; a "normal" day never counts', async () => {
      const refused = await apiAs(ctx, ctx.owner).put(
        `/api/v1/settlements/${ctx.settlementId}?userAccountId=${ctx.owner.accountId}`,
        { herdType: 'sheep', alertParams: { ithAlert: 101 } },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        herdType: 'validation.herdType',
        'alertParams.ithAlert': 'validation.outOfRange',
      });
      expect(await edit({ herdType: 'dairy' })).toMatchObject({ herdType: 'dairy' });
      const history = await week();
      expect(history.rules).toMatchObject({ threshold: 72, basis: 'dairy' });
      // Hours at or above 72: six every afternoon. The 19th (73.1) is "normal" by the index, so it is no
      // heat-wave day (a daily maximum ≥ 72 would have made it the wave's 7th): 13–18 is a 6-day wave.
      expect(history.days.map((day) => day.hoursOverThreshold)).toEqual([6, 6, 6, 6, 6, 6, 6]);
      expect(history.days.map((day) => day.category)).toEqual([
        'alert',
        'alert',
        'alert',
        'alert',
        'alert',
        'alert',
        'normal',
      ]);
      expect(waves(history)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    });

    it('a threshold the settlement sets wins over its herd type, until it is cleared', async () => {
      await edit({ alertParams: { ithAlert: 78 } });
      const own = await week();
      expect(own.rules).toMatchObject({ threshold: 78, basis: 'settlement' });
      // At 78 the 78.3 afternoons count (6 h) and the 75.7 and 73.1 ones do not: as for beef.
      expect(waves(own)).toEqual([0, 0, 0, 1, 2, 3, 0]);
      await edit({ herdType: 'beef' });
      expect((await week()).rules).toMatchObject({ threshold: 78, basis: 'settlement' });
      await edit({ alertParams: { ithAlert: null } });
      expect((await week()).rules).toMatchObject({ threshold: 76, basis: 'beef' });
    });

    it('the heat alert says which threshold fired, in the app, the push and the mail', async () => {
      // 12:20 local on the 18th: the stored 12:00 hour is 78.3, over beef's 76.
      await ctx.services.alertRules.run(Date.parse('2026-01-18T15:20:00Z'));
      const row = await ctx.database.db
        .selectFrom('alerts')
        .selectAll()
        .where('settlement_id', '=', ctx.settlementId)
        .where('type', '=', 'heatStress')
        .executeTakeFirstOrThrow();
      const alert = toAlert(row, 'Estancia La Blanqueada');
      expect(alert).toMatchObject({ value: 78.3, threshold: 76, thresholdBasis: 'beef' });
      const shown = await apiAs(ctx, ctx.owner).get(
        `/api/v1/alert/${alert._id}?userAccountId=${ctx.owner.accountId}`,
      );
      expect(shown.json()).toMatchObject({ value: 78.3, threshold: 76, thresholdBasis: 'beef' });
      expect(pushTexts('es_AR', alert, 'opened', -180).body).toBe(
        'ITH 78,3 ≥ 76 (umbral de cría/carne) · Desde las 12:20',
      );
      expect(pushTexts('en_US', alert, 'opened', -180).body).toBe(
        'ITH 78.3 ≥ 76 (beef cattle threshold) · Since 12:20',
      );
      expect(alertMailTexts('pt_BR', [{ alert, link: 'https://x' }], false).text).toContain(
        'ITH 78,3 ≥ 76 (limiar de gado de corte)',
      );
    });
  },
);
