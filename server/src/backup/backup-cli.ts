/**
 * Writes and verifies a backup of the configured database, the server running or not:
 *   npm run backup
 * Same configuration as the server (DATA_DIR or DATABASE_URL, BACKUP_DIR, BACKUP_KEEP).
 */
import { readEnv } from '../config';
import { BackupService } from './backup.service';
import { formatCounts, runCommand } from './cli-output';
import { backupSettings, openSource } from './settings';

await runCommand(async () => {
  const settings = backupSettings(readEnv(process.env));
  const database = openSource(settings.source);
  try {
    const backup = await new BackupService(database.db, settings).create();
    console.log(`backup written and verified: ${settings.dir}/${backup.name} (${backup.size} bytes)`);
    console.log(formatCounts(backup.counts));
  } finally {
    await database.destroy();
  }
});
