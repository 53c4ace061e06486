import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';

/** A small closed-loop load generator: `clients` loops, each sending one request after another. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor((p / 100) * sortedMs.length))]!;
}

function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p95Ms: Number(percentile(latencies, 95).toFixed(1)),
  };
}

/** Times `read` called `requests` times one after another: median and 95th percentile, ms to a tenth. */
export async function timedReads(
  read: () => Promise<unknown>,
  requests: number,
): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    await read();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: Number(percentile(ms, 50).toFixed(1)), p95: Number(percentile(ms, 95).toFixed(1)) };
}

/**
 * Runs `request(clientIndex)` from `clients` concurrent loops for `seconds`, in this thread.
 * A request resolves true on success, false on an error answer.
 */
export async function runLoad(
  clients: number,
  seconds: number,
  request: (client: number) => Promise<boolean>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await request(client);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  return summarise(latencies, errors, (performance.now() - started) / 1000);
}

export interface HttpLoad {
  urls: string[];
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  /** `{n}` in a URL is replaced by counterBase plus a counter unique to each request. */
  counterBase?: number;
}

/** The same, from a worker thread with keep-alive connections: for servers fast enough to need its own core. */
export function runHttpLoad(options: HttpLoad): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { method: 'GET', ...options },
    });
    worker.once('message', ({ latencies, errors, seconds }) =>
      resolve(summarise(latencies, errors, seconds)),
    );
    worker.once('error', reject);
  });
}

/**
 * The HTTP ceiling of a load on this machine at this moment: the same generator with the same
 * parameters against a bare Fastify server in this process, whose one route (`route`, a Fastify
 * path pattern matching the load's URLs) answers `answer` and does nothing else. A server's
 * requests/s over this figure is the share of the machine's HTTP rate it keeps for its own work.
 */
export async function httpCeiling(route: string, answer: unknown, load: HttpLoad): Promise<LoadResult> {
  const bare = Fastify();
  bare.route({ method: load.method ?? 'GET', url: route, handler: async () => answer });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  try {
    return await runHttpLoad({
      ...load,
      urls: load.urls.map((url) => url.replace(/^https?:\/\/[^/]+/, origin)),
    });
  } finally {
    await bare.close();
  }
}
