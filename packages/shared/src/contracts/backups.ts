import { z } from 'zod';

/*
 * Backups from the superadmin console (issue 21): POST /backups writes and verifies a backup of the
 * running database; GET /backups lists the files in BACKUP_DIR. Superadmins only.
 */

/** A backup file: its name (tropero-<UTC timestamp>.db or .dump), size in bytes and date. */
export const backupFileSchema = z.object({
  name: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

export const backupListSchema = z.object({ items: z.array(backupFileSchema) });
export type BackupList = z.infer<typeof backupListSchema>;

/** A backup just written: the rows of each table it holds, checked against the copy itself. */
export const backupResultSchema = backupFileSchema.extend({
  counts: z.record(z.string(), z.number()),
  verified: z.boolean(),
});
export type BackupResult = z.infer<typeof backupResultSchema>;
