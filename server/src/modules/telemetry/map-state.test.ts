import { beforeAll, expect, it } from 'vitest';
import { apiAs, createSettlement, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { addCollaredAnimal, ingestReadings } from '../../../test/collars';

describeWithApp('the live list’s map state by the settlement’s alert parameters on %s', {}, (ctx) => {
  let api: ReturnType<typeof apiAs>;
  let settlementId: string;

  beforeAll(async () => {
    const owner = await createUser(ctx);
    api = apiAs(ctx, owner);
    settlementId = await createSettlement(ctx, owner);
    await api.put(`/api/v1/settlements/${settlementId}`, { alertParams: { lowBatteryPercent: 30 } });
  });

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
