/** A fixed-window counter per key, kept in memory (one per server instance). */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now() || window.count < this.limit) return 0;
    return Math.ceil((window.resetAt - this.now()) / 1000);
  }

  /** Counts one attempt for the key. */
  hit(key: string): void {
    const now = this.now();
    if (this.windows.size > 100_000) this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      window.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
