import { createHash } from 'node:crypto';
import type { Executor } from '../db/executor';
import { rateLimitsRepository, type LimitCount } from './rate-limits.repository';

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Attempt counters kept in the database, so that every server on it counts the same attempts
 * (docs/architecture.md "Several servers on one PostgreSQL"). What they count (an IP, an email) is stored
 * only as a hash.
 */
export class SharedRateLimits {
  private lastPrune = 0;

  constructor(
    private readonly db: Executor,
    readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one attempt under `name`; a sliding window ends only after `windowMs` without attempts. */
  async hit(name: string, windowMs: number, sliding = false): Promise<LimitCount> {
    const now = this.now();
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await rateLimitsRepository.prune(this.db, now);
    }
    return rateLimitsRepository.hit(this.db, keyOf(name), { now, windowMs, sliding });
  }

  /** Counts one attempt under `name`: true while the window holds at most `limit` of them. */
  async allow(name: string, limit: number, windowMs: number): Promise<boolean> {
    return (await this.hit(name, windowMs)).count <= limit;
  }

  /** Takes back one attempt counted under `name`. */
  release(name: string): Promise<void> {
    return rateLimitsRepository.release(this.db, keyOf(name));
  }

  reset(name: string): Promise<void> {
    return rateLimitsRepository.reset(this.db, keyOf(name));
  }

  /**
   * Lets one attempt through the gate of `name` (as `hit` last read it) and shuts the gate behind
   * it for `holdMs`. Answers 0 when through, else the milliseconds to wait.
   */
  async pass(name: string, counted: LimitCount, holdMs: number): Promise<number> {
    const now = this.now();
    if (counted.blockedUntil > now) return counted.blockedUntil - now;
    const through = await rateLimitsRepository.closeGate(
      this.db,
      keyOf(name),
      counted.blockedUntil,
      now + holdMs,
    );
    return through ? 0 : holdMs;
  }
}

const keyOf = (name: string) => createHash('sha256').update(name).digest('hex');
