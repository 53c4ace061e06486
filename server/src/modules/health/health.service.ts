import type { HealthResponse } from '@tropero/shared/contracts/platform';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/connection';
import type { DB } from '../../db/schema';
import { healthRepository } from './health.repository';

/** A load balancer's check must answer quickly even when the database hangs (a link down). */
const CHECK_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class HealthService {
  constructor(
    private readonly database: Database,
    /** The latest applied migration's name (the migrations stand above the modules: given, not imported). */
    private readonly latestMigration: (db: Kysely<DB>) => Promise<string | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the database answers two small reads (the migration, one index entry) in time. */
  async check(): Promise<HealthResponse> {
    const { db, dialect } = this.database;
    try {
      const [migration, newest] = await withinTimeout(
        Promise.all([this.latestMigration(db), healthRepository.newestReadingTs(db)]),
        CHECK_TIMEOUT_MS,
      );
      return {
        status: 'ok',
        dialect,
        migration: migration ?? null,
        database: 'up',
        // A reading may be stamped a little ahead of this clock (a device's): never a negative age.
        lastReadingAgeSeconds: newest === null ? null : Math.max(0, Math.floor((this.now() - newest) / 1000)),
      };
    } catch {
      return {
        status: 'unavailable',
        dialect,
        migration: null,
        database: 'down',
        lastReadingAgeSeconds: null,
      };
    }
  }
}
