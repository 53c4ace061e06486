import { randomBytes } from 'node:crypto';
import { DEMO_ORIGIN, seedDemoFarm } from './demo/farm';
import { seedDemoHerd } from './demo/herd';
import { nowIso, type Executor } from './db/executor';
import { newObjectId } from './db/object-id';
import { accountsRepository } from './modules/accounts/accounts.repository';
import { hashPassword } from './modules/auth/passwords';
import { settlementsRepository } from './modules/settlements/settlements.repository';
import { usersRepository } from './modules/users/users.repository';

export const DEMO_EMAIL = 'demo@tropero.local';
export const DEMO_PASSWORD = 'tropero-demo';

export interface SeedResult {
  admin: { email: string; password?: string };
  demo?: { email: string; password: string };
}

async function insertUser(
  db: Executor,
  user: { email: string; name: string; password: string; tags: string[] },
) {
  const now = nowIso();
  const id = newObjectId();
  await usersRepository.insert(db, {
    id,
    email: user.email,
    name: user.name,
    password_hash: await hashPassword(user.password),
    active: 1,
    needs_password_reset: 0,
    language: 'es_AR',
    tags: JSON.stringify(user.tags),
    alert_push_notifications: 1,
    disable_alert: 0,
    device_token: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
    // Seeded users are who the installer says they are.
    email_verified_at: now,
  });
  return id;
}

/**
 * On an empty database: the superadmin (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password
 * printed once) and, unless DEMO=0, the demo rancher with his account and a settlement at La Rioja.
 * Returns undefined when the database already had users.
 */
export async function seedIfEmpty(
  db: Executor,
  options: { adminEmail: string; adminPassword?: string; demo: boolean },
): Promise<SeedResult | undefined> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return undefined;
  const generated = options.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const adminPassword = options.adminPassword ?? generated!;

  return db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      email: options.adminEmail,
      name: 'Administrador',
      password: adminPassword,
      tags: ['superadmin'],
    });
    const result: SeedResult = { admin: { email: options.adminEmail, password: generated } };
    if (!options.demo) return result;

    const demoId = await insertUser(trx, {
      email: DEMO_EMAIL,
      name: 'Productor Demo',
      password: DEMO_PASSWORD,
      tags: ['admin'],
    });
    const accountId = newObjectId();
    await accountsRepository.insert(trx, {
      id: accountId,
      name: 'Estancia Demo',
      accountType: 'FULL',
      ownerId: demoId,
    });
    await accountsRepository.upsertMember(trx, { accountId, userId: demoId, role: 'owner', active: true });
    // The demo shows the green index: its year is filled by the backfill job as the server starts.
    await accountsRepository.update(trx, accountId, { satellite_integration: 1 });
    const settlementId = newObjectId();
    await settlementsRepository.insert(trx, {
      id: settlementId,
      account_id: accountId,
      name: 'Estancia La Rioja',
      lat: DEMO_ORIGIN.lat + 0.005,
      lng: DEMO_ORIGIN.lng + 0.02,
    });
    const farm = await seedDemoFarm(trx, accountId, settlementId);
    await seedDemoHerd(trx, accountId, settlementId, farm);
    return { ...result, demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD } };
  });
}
