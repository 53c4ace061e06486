import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../test/database';
import { apiAs, createSettlement, createTestApp, createUser, type TestContext } from '../../../test/app';
import { addCollaredAnimal, ingestReadings } from '../../../test/collars';

describe.each(DIALECTS)('the live list’s map state by the settlement’s alert parameters on %s', (dialect) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiAs>;
  let settlementId: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    const owner = await createUser(ctx);
    api = apiAs(ctx, owner);
    settlementId = await createSettlement(ctx, owner);
    await api.put(`/api/v1/settlements/${settlementId}`, { alertParams: { lowBatteryPercent: 30 } });
  });
  afterAll(() => ctx.close());

  const collarAt = async (caravana: string, battery: number) => {
    const identifier = `MS:00:00:${String(battery).padStart(2, '0')}`;
    const collar = await addCollaredAnimal(api, { settlementId, caravana }, identifier);
    const sent = await ingestReadings(ctx, collar.key, [
      { device: identifier, ts: Date.now() - 60_000, lat: -29.41, lng: -66.85, battery },
    ]);
    expect(sent.json().accepted).toBe(1);
  };

  it('a settlement at 30 % lists a collar at 25 % as low battery, and one at exactly 30 % as ok', async () => {
    await collarAt('MS-25', 25);
    await collarAt('MS-30', 30);
    await ctx.services.telemetry.idle();
    const listed = (await api.get(`/api/v1/settlements/${settlementId}/live-positions`)).json();
    const stateOf = (caravana: string) =>
      listed.find((p: { caravana: string }) => p.caravana === caravana)?.state;
    expect(stateOf('MS-25')).toBe('lowBattery');
    expect(stateOf('MS-30')).toBe('ok');
  });
});
