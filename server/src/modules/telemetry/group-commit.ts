/**
 * Group commit: items handed in while a commit runs wait and go together in the next one, so that
 * many small requests share one transaction. Each caller's promise resolves only after the
 * transaction holding its items has committed. With `concurrency` above one, that many commits may
 * run at once (a database server with several connections), each taking what waited when it began.
 */
export class GroupCommitter<Item, Result> {
  private queue: { items: Item[]; resolve: (results: Result[]) => void; reject: (error: unknown) => void }[] =
    [];
  private readonly running = new Set<Promise<void>>();

  constructor(
    /** Commits the items of `callers` callers at once. */
    private readonly commit: (items: Item[], callers: number) => Promise<Result[]>,
    private readonly concurrency = 1,
    private readonly maxItems = 5_000,
  ) {}

  add(items: Item[]): Promise<Result[]> {
    if (items.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.queue.push({ items, resolve, reject });
      if (this.running.size < this.concurrency) {
        const drain = this.drain().finally(() => this.running.delete(drain));
        this.running.add(drain);
      }
    });
  }

  /** Resolves when nothing is waiting or committing (for shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private async drain(): Promise<void> {
    // Let the requests already parsed in this turn of the event loop join the first commit.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.take();
      try {
        const results = await this.commit(
          batch.flatMap((entry) => entry.items),
          batch.length,
        );
        let offset = 0;
        for (const entry of batch) {
          entry.resolve(results.slice(offset, offset + entry.items.length));
          offset += entry.items.length;
        }
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
  }

  private take() {
    const batch: typeof this.queue = [];
    let size = 0;
    while (
      this.queue.length > 0 &&
      (batch.length === 0 || size + this.queue[0]!.items.length <= this.maxItems)
    ) {
      const entry = this.queue.shift()!;
      size += entry.items.length;
      batch.push(entry);
    }
    return batch;
  }
}
