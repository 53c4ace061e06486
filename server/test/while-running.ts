import type { FastifyInstance } from 'fastify';

export interface Watched<T> {
  result: T;
  /** The most the process's resident memory grew over what it was when the request was sent, in MB. */
  rssGrowthMb: number;
  /** `GET /api/health` requests answered while the request ran, and the slowest of them. */
  healthAnswers: number;
  slowestHealthMs: number;
}

/**
 * Bounds for a request that reads a hostile or huge file. The server's goals are memory growing
 * less than 100 MB during a bomb and no other request waiting more than 200 ms. The memory bound is
 * that goal as it is, although here it also pays for tsx, which the upload worker loads to run its
 * TypeScript sources (some 40 MB the built server does not spend). The latency bound is loose: the
 * app runs inside the test process, on a machine running other tests meanwhile, so it only tells
 * "answered meanwhile" from "blocked until the file was read" (10 to 22 s before);
 * `bench/uploads.ts` measures the latency on a real server.
 */
export const MEMORY_GROWTH_MB = 100;
export const HEALTH_LATENCY_MS = 1000;

const MB = 1024 * 1024;

/**
 * Runs a request while watching the server: its resident memory, sampled every few milliseconds
 * (the process's RSS counts every thread, upload workers included, and memory they freed but the
 * allocator kept: an upper bound, not a flattering figure), and `GET /api/health`, asked again and
 * again, one at a time, until the request is answered.
 */
export async function whileRunning<T>(app: FastifyInstance, request: () => Promise<T>): Promise<Watched<T>> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  let running = true;
  let healthAnswers = 0;
  let slowestHealthMs = 0;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      if (response.statusCode !== 200) throw new Error(`health answered ${response.statusCode}`);
      // Only answers given while the request still ran count.
      if (!running) return;
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      healthAnswers++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const result = await request();
    return { result, rssGrowthMb: (peak - before) / MB, healthAnswers, slowestHealthMs };
  } finally {
    running = false;
    clearInterval(sampler);
    await health;
  }
}
