import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, readEnv, type Env } from './config';
import { openPostgres, openSqlite } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { outboxMailer, smtpMailer } from './providers/mail/mailer';
import { resolveJwtSecret } from './secret';
import { seedIfEmpty } from './seed';

const here = dirname(fileURLToPath(import.meta.url));

async function start(env: Env): Promise<void> {
  const dataDir = resolve(env.DATA_DIR);
  const database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : openSqlite(join(dataDir, 'tropero.db'));
  const migration = await migrateToLatest(database.db);

  const app = await buildApp({
    database,
    logger: { level: env.LOG_LEVEL },
    mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(database.db, console),
    config: {
      jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
      publicUrl: env.PUBLIC_URL,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      loginLimits: { perIp: env.LOGIN_LIMIT_PER_IP, perEmail: env.LOGIN_LIMIT_PER_EMAIL },
      trustProxy: env.TRUST_PROXY,
      webDist: resolve(env.WEB_DIST ?? join(here, '../../web/dist')),
    },
  });
  app.log.info(`database: ${database.dialect}, migration ${migration}`);

  const seeded = await seedIfEmpty(database.db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    demo: env.DEMO,
  });

  const shutdown = async () => {
    app.server.closeAllConnections();
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
  const url = `http://localhost:${env.PORT}`;
  const lines = [`Tropero is running at ${url}`];
  if (seeded?.demo) lines.push(`  demo login:  ${seeded.demo.email} / ${seeded.demo.password}`);
  if (seeded?.admin.password) {
    lines.push(
      `  superadmin:  ${seeded.admin.email} / ${seeded.admin.password}  (generated; shown only this once)`,
    );
  } else if (seeded) {
    lines.push(`  superadmin:  ${seeded.admin.email} (password from ADMIN_PASSWORD)`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

try {
  await start(readEnv(process.env));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
