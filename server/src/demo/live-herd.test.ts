import { afterAll, beforeAll, expect, it } from 'vitest';
import { MINUTE_MS } from '@tropero/shared/constants';
import { createSecondApp, TEST_SECRET } from '../../test/app';
import { describeWithApp } from '../../test/suite';
import { JobRunner } from '../jobs/job-runner';
import { hashOpaqueToken } from '../access/tokens';
import { DEMO_EMAIL, seedIfEmpty } from '../seed';
import { simulatorRepository } from '../simulator/simulator.repository';
import { demoGatewayKey, runDemoHerd, startDemoHerd } from './live-herd';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithApp('the demo herd across servers on %s', {}, (ctx) => {
  let second: Awaited<ReturnType<typeof createSecondApp>>;
  let gatewayId: string;

  beforeAll(async () => {
    second = await createSecondApp(ctx);
    await seedIfEmpty(ctx.database.db, { adminEmail: 'root@example.com', demo: true });
    const [settlementId] = await simulatorRepository.settlementsOwnedBy(ctx.database.db, DEMO_EMAIL);
    gatewayId = (await simulatorRepository.gatewayOf(ctx.database.db, settlementId!))!.id;
  });
  afterAll(() => second.close());

  const gatewayKeyHash = async () =>
    (
      await ctx.database.db
        .selectFrom('gateways')
        .select('ingest_key_hash')
        .where('id', '=', gatewayId)
        .executeTakeFirstOrThrow()
    ).ingest_key_hash;

  it('keeps one demo gateway key across start-ups: a second start leaves the first sending', async () => {
    const options = { secret: TEST_SECRET, backfillMs: 20 * MINUTE_MS };
    const first = await startDemoHerd(ctx, ctx.database.db, options);
    const afterFirst = await gatewayKeyHash();
    const other = await startDemoHerd(second, ctx.database.db, options);
    expect(await gatewayKeyHash()).toBe(afterFirst);
    expect(afterFirst).toBe(hashOpaqueToken(demoGatewayKey(TEST_SECRET, gatewayId)));

    // The first server reads the key again (its cache of keys lasts seconds), and still sends.
    ctx.services.telemetry.invalidateDirectory();
    const now = Date.now();
    await expect(first[0]!.run(now - 20 * MINUTE_MS, now)).resolves.toBeGreaterThan(0);
    for (const simulator of [...first, ...other]) simulator.stop();
  });

  it('runs on one server at a time, and another takes over when it stops', async () => {
    const servers = [ctx, second].map((server, i) => {
      const stopped = new AbortController();
      const runner = new JobRunner(ctx.database.db, silentLog, { owner: `server-${i}`, leaseMs: 300 });
      runner.register({
        name: 'demo-herd',
        everyMs: 100,
        run: (lease) =>
          runDemoHerd(server, ctx.database.db, {
            secret: TEST_SECRET,
            signal: AbortSignal.any([lease, stopped.signal]),
            backfillMs: 20 * MINUTE_MS,
          }),
      });
      return { runner, stop: () => (stopped.abort(), runner.stop()) };
    });
    const row = () =>
      ctx.database.db
        .selectFrom('jobs')
        .select(['lease_owner', 'runs'])
        .where('name', '=', 'demo-herd')
        .executeTakeFirstOrThrow();
    await Promise.all(servers.map((server) => server.runner.start()));
    await until(async () => (await row()).lease_owner !== null);
    const holder = (await row()).lease_owner!;
    // Several leases later the holder still runs it, and nobody else started it.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await row()).toEqual({ lease_owner: holder, runs: 1 });

    const [going, staying] = holder === 'server-0' ? servers : [servers[1]!, servers[0]!];
    await going!.stop();
    await until(async () => (await row()).lease_owner === staying!.runner.owner);
    expect((await row()).runs).toBe(2);
    await staying!.stop();
    expect(await row()).toEqual({ lease_owner: null, runs: 2 });
  });
});
