import { expect, it } from 'vitest';
import { latestMigration } from '../../migrations/migrate';
import { apiAs, call, createSettlement, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { addCollaredAnimal, ingestReadings } from '../../../test/collars';

describeWithApp('GET /api/health on %s', {}, (ctx) => {
  it('tells the database is up and how old the newest filed reading is (null before any)', async () => {
    const migration = await latestMigration(ctx.database.db);
    const empty = await call(ctx.app, 'GET', '/api/health');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      status: 'ok',
      dialect: ctx.dialect,
      migration,
      database: 'up',
      lastReadingAgeSeconds: null,
    });

    const owner = await createUser(ctx);
    const settlementId = await createSettlement(ctx, owner);
    const collar = await addCollaredAnimal(apiAs(ctx, owner), { settlementId, caravana: 'H-1' }, 'HEALTH01');
    const ts = Date.now() - 90_000;
    await ingestReadings(ctx, collar.key, [{ device: 'HEALTH01', ts, lat: -29.4, lng: -66.85 }]);
    await ctx.services.telemetry.idle();
    const age = (await call(ctx.app, 'GET', '/api/health')).json().lastReadingAgeSeconds;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(90 + 60);
  });
});
