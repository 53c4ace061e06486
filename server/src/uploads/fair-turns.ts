/**
 * Turns at a few readers, shared fairly between accounts: each account waits in its own line, and a
 * freed reader goes to the waiting account reading the fewest files at the moment, and among those to
 * the one served longest ago (one never served first): a round between accounts. So an account holding
 * a reader gets a second only when no account with none waits, and many files from one account never
 * keep another's out.
 */
export class FairTurns {
  private readonly reading = new Map<string, number>();
  /** When each account was last served, by a count of turns given. */
  private readonly served = new Map<string, number>();
  private turnsGiven = 0;
  private busy = 0;
  private readonly lines = new Map<string, (() => void)[]>();

  constructor(private readonly readers: number) {}

  /** Files waiting for a reader, of every account. */
  get waiting(): number {
    let count = 0;
    for (const line of this.lines.values()) count += line.length;
    return count;
  }

  /** Waits for the account's turn; answers how to end it (once the reading has released its memory). */
  async take(account: string): Promise<() => void> {
    await new Promise<void>((resolve) => {
      const line = this.lines.get(account);
      if (line) line.push(resolve);
      else this.lines.set(account, [resolve]);
      this.next();
    });
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.busy--;
      const left = this.reading.get(account)! - 1;
      this.reading.set(account, left);
      // Forgotten once it neither reads nor waits (the map would grow with every account ever seen):
      // back later, it counts as one never served, which it is as good as.
      if (left === 0 && !this.lines.has(account)) {
        this.reading.delete(account);
        this.served.delete(account);
      }
      this.next();
    };
  }

  private next(): void {
    while (this.busy < this.readers && this.lines.size > 0) {
      const rank = (account: string) => [this.reading.get(account) ?? 0, this.served.get(account) ?? -1];
      const account = [...this.lines.keys()].reduce((best, candidate) => {
        const [a, b] = [rank(candidate), rank(best)];
        return a[0]! < b[0]! || (a[0] === b[0] && a[1]! < b[1]!) ? candidate : best;
      });
      const line = this.lines.get(account)!;
      const start = line.shift()!;
      if (line.length === 0) this.lines.delete(account);
      this.busy++;
      this.reading.set(account, (this.reading.get(account) ?? 0) + 1);
      this.served.set(account, this.turnsGiven++);
      start();
    }
  }
}
