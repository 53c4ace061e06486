import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/connection';

/** How an ingest request ended for its readings (the summary's counts). */
export interface IngestCounts {
  accepted: number;
  duplicated: number;
  rejected: number;
}

/** Where readings come from: the JSON batch, OsmAnd, the LoRaWAN webhooks, MQTT. */
export type IngestSource = 'readings' | 'osmand' | 'chirpstack' | 'ttn' | 'mqtt';

export interface JobRun {
  job: string;
  ms: number;
  failed: boolean;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_SECONDS = [0.1, 0.5, 1, 5, 15, 60, 300, 900];

/**
 * The figures `/metrics` exposes, in a registry of this app's own (tests build several apps in one
 * process; prom-client's global registry would mix them and refuse a metric named twice).
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'tropero_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'tropero_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly readings = new Counter({
    name: 'tropero_ingest_readings_total',
    help: 'Readings received, by source and outcome (accepted, duplicated, rejected).',
    labelNames: ['source', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'tropero_job_runs_total',
    help: 'Periodic job runs on this server, by job and outcome (ok, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobDurations = new Histogram({
    name: 'tropero_job_duration_seconds',
    help: 'Time a periodic job run took on this server, by job.',
    labelNames: ['job'] as const,
    buckets: JOB_SECONDS,
    registers: [this.registry],
  });

  constructor(poolStats?: () => PoolStats) {
    collectDefaultMetrics({ register: this.registry });
    if (!poolStats) return;
    // Read when scraped: the pool counts its connections itself.
    new Gauge({
      name: 'tropero_db_pool_connections',
      help: 'PostgreSQL pool connections, by state (total, idle).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'tropero_db_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL pool connection.',
      registers: [this.registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  /** One answered request; `route` is the pattern (`/api/v1/animals/:id`), never the raw URL. */
  answered(method: string, route: string, status: number, ms: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, ms / 1000);
  }

  ingested(source: IngestSource, counts: IngestCounts): void {
    for (const outcome of ['accepted', 'duplicated', 'rejected'] as const) {
      if (counts[outcome] > 0) this.readings.inc({ source, outcome }, counts[outcome]);
    }
  }

  /** The job runner's callback (bound: it is handed around). */
  readonly jobRan = ({ job, ms, failed }: JobRun): void => {
    this.jobRuns.inc({ job, outcome: failed ? 'failed' : 'ok' });
    this.jobDurations.observe({ job }, ms / 1000);
  };
}
