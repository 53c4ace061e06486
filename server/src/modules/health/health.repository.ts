import type { Executor } from '../../db/executor';

export const healthRepository = {
  /** The time of the newest filed reading (each device's last one, on `device_state_ts_idx`). */
  async newestReadingTs(db: Executor): Promise<number | null> {
    const row = await db
      .selectFrom('device_state')
      .select('ts')
      .orderBy('ts', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.ts) : null;
  },
};
