/** What identifies a reading: its device and instant (the primary key of `readings`). */
export interface ReadingKey {
  device_id: string;
  ts: number;
}

/** A set of reading keys, kept as instants per device: thousands a second, no key strings built. */
export class ReadingKeys {
  private readonly byDevice = new Map<string, Set<number>>();

  /** Adds a key; answers whether it was not there yet. */
  add({ device_id, ts }: ReadingKey): boolean {
    let instants = this.byDevice.get(device_id);
    if (!instants) this.byDevice.set(device_id, (instants = new Set()));
    if (instants.has(ts)) return false;
    instants.add(ts);
    return true;
  }

  has({ device_id, ts }: ReadingKey): boolean {
    return this.byDevice.get(device_id)?.has(ts) ?? false;
  }
}

/**
 * Key order (device, then instant): transactions that write the same readings in one order cannot
 * deadlock each other (docs/architecture.md "Several servers on one PostgreSQL").
 */
export const byKey = (a: ReadingKey, b: ReadingKey): number =>
  a.device_id < b.device_id ? -1 : a.device_id > b.device_id ? 1 : a.ts - b.ts;
