import { z } from 'zod';
import { DAY_MS } from '@tropero/shared/constants';
import { readJson, storageKeys, writeJson } from '../../lib/storage';

/** When (epoch ms) this browser last subscribed the user, last sent the subscription, last asked. */
const pushRecordSchema = z.object({
  subscribedAt: z.number().optional(),
  sentAt: z.number().optional(),
  askedAt: z.number().optional(),
});
export type PushRecord = z.infer<typeof pushRecordSchema>;

export const readPushRecord = (userId: string): PushRecord =>
  readJson(storageKeys.pushSubscription(userId), {}, pushRecordSchema);

export function updatePushRecord(userId: string, changes: PushRecord): void {
  writeJson(storageKeys.pushSubscription(userId), { ...readPushRecord(userId), ...changes });
}

/** Whether a time is missing or at least `days` old. */
export const isDue = (at: number | undefined, days: number, now = Date.now()): boolean =>
  at === undefined || now - at >= days * DAY_MS;
