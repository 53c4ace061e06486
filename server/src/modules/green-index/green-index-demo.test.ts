import { PNG } from 'pngjs';
import { beforeAll, expect, it } from 'vitest';
import type {
  PlotGreenIndex,
  PlotNdviSeries,
  SettlementGreenIndex,
} from '@tropero/shared/contracts/green-index';
import { call } from '../../../test/app';
import { describeWithApp, type SuiteOptions } from '../../../test/suite';
import { simulatedSatellite } from '../../providers/satellite/simulated';
import { DEMO_EMAIL, DEMO_PASSWORD, seedIfEmpty } from '../../seed';

const setup: SuiteOptions = { config: () => ({ satellite: { provider: simulatedSatellite() } }) };

describeWithApp('the demo farm’s green index on %s', setup, (ctx) => {
  let headers: Record<string, string>;
  let settlementId: string;
  const read = (path: string) => ctx.app.inject({ method: 'GET', url: `/data-api${path}`, headers });

  beforeAll(async () => {
    await seedIfEmpty(ctx.database.db, { adminEmail: 'root@example.com', demo: true });
    const login = await call(ctx.app, 'POST', '/data-api/login', {
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    headers = { 'x-access-token-data': login.json().accessToken };
    const { accessToken } = (
      await call(ctx.app, 'POST', '/api/v1/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })
    ).json();
    settlementId = (await call(ctx.app, 'GET', '/api/v1/settlements', { token: accessToken })).json()[0]._id;
  });

  it('has the integration on and a labelled simulated year once the backfill job ran', async () => {
    expect((await read(`/settlements/${settlementId}/green-index`)).json()).toMatchObject({
      source: 'simulated',
      simulated: true,
      backfill: { state: 'pending' },
    });
    await ctx.services.greenIndexUpdates.backfillPending();
    const status = (await read(`/settlements/${settlementId}/green-index`)).json<SettlementGreenIndex>();
    expect(status.backfill.state).toBe('done');
    // A scene every 5 days over 12 months.
    expect(status.backfill.total).toBeGreaterThanOrEqual(72);
    expect(status.scenes.length).toBeGreaterThan(0);
    const series = (await read(`/settlements/${settlementId}/ndvi`)).json<PlotNdviSeries[]>();
    expect(series.length).toBeGreaterThan(0);
    expect(series[0]!.points).toHaveLength(status.backfill.total);

    const [plot] = series;
    const clear = plot!.points.findLast((point) => point.clear)!;
    const image = await read(
      `/plots/${plot!.plotId}/green-index?sceneId=${encodeURIComponent(clear.sceneId)}`,
    );
    expect(image.statusCode, image.body).toBe(200);
    const body = image.json<PlotGreenIndex>();
    expect(body).toMatchObject({ source: 'simulated', simulated: true });
    const png = PNG.sync.read(Buffer.from(body.image.split(',')[1]!, 'base64'));
    const alphas = new Set<number>();
    for (let i = 3; i < png.data.length; i += 4) alphas.add(png.data[i]!);
    expect([...alphas].sort()).toEqual([0, 255]);
  });
});
