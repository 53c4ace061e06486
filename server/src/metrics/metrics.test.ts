import { expect, it } from 'vitest';
import { JobRunner } from '../jobs/job-runner';
import { apiAs, call, createSettlement, createUser } from '../../test/app';
import { describeWithApp } from '../../test/suite';
import { addCollaredAnimal, ingestReadings } from '../../test/collars';

const TOKEN = 'a-scrape-token-long-enough';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithApp('GET /metrics on %s', { config: { metricsToken: TOKEN } }, (ctx) => {
  const scrape = (token?: string) =>
    call(ctx.app, 'GET', '/metrics', { xsrf: false, ...(token && { token }) });

  it('asks for its bearer token when one is configured', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('a-scrape-token-but-wrong')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(200);
  });

  it('counts requests, readings by source and outcome, job runs, the pool and the process', async () => {
    const owner = await createUser(ctx);
    const settlementId = await createSettlement(ctx, owner);
    const collar = await addCollaredAnimal(apiAs(ctx, owner), { settlementId, caravana: 'M-1' }, 'METRIC01');
    const now = Date.now();
    await ingestReadings(ctx, collar.key, [
      { device: 'METRIC01', ts: now - 60_000, lat: -29.4, lng: -66.85 },
      { device: 'METRIC01', ts: now - 30_000, lat: -29.4, lng: -66.85 },
      { device: 'NOT-OURS', ts: now - 30_000, lat: -29.4, lng: -66.85 },
    ]);
    await call(ctx.app, 'GET', '/api/health');
    await call(ctx.app, 'GET', `/api/v1/settlements/${settlementId}`, { token: owner.token });

    const jobs = new JobRunner(ctx.database.db, quiet, { onRun: ctx.services.metrics.jobRan });
    let runs = 0;
    jobs.register({ name: 'metrics-ok', everyMs: 3_600_000, run: async () => void runs++ });
    jobs.register({
      name: 'metrics-failing',
      everyMs: 3_600_000,
      run: async () => {
        runs++;
        throw new Error('no luck');
      },
    });
    await jobs.start();
    while (runs < 2) await pause(20);
    await jobs.stop();

    const response = await scrape(TOKEN);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /tropero_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /tropero_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/settlements\/:id",status="200"\} 1/,
    );
    expect(text).toContain('tropero_ingest_readings_total{source="readings",outcome="accepted"} 2');
    expect(text).toContain('tropero_ingest_readings_total{source="readings",outcome="rejected"} 1');
    expect(text).toContain('tropero_job_runs_total{job="metrics-ok",outcome="ok"} 1');
    expect(text).toContain('tropero_job_runs_total{job="metrics-failing",outcome="failed"} 1');
    expect(text).toMatch(/tropero_job_duration_seconds_count\{job="metrics-ok"\} 1/);
    expect(text).toContain('process_cpu_user_seconds_total');
    if (ctx.dialect === 'postgres') {
      expect(text).toMatch(/tropero_db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toMatch(/tropero_db_pool_connections\{state="idle"\} \d/);
      expect(text).toMatch(/tropero_db_pool_waiting_queries \d/);
    }
  });
});
