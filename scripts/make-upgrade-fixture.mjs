#!/usr/bin/env node
// Makes the older-release fixture of the upgrade test (server/src/migrations/upgrade.test.ts): one SQL dump per
// dialect in server/test/fixtures/upgrade/, of a database made by an older release's own migrations and
// API. Usage:
//   node scripts/make-upgrade-fixture.mjs [git-ref]   (PostgreSQL admin URL: TEST_DATABASE_URL, or
//                                                      postgres://postgres@127.0.0.1:5432/postgres)
// The ref defaults to the release below, the last before the weather, alerts, push, green-index,
// biomass, support, help, console and device-batch migrations (2026-11-25 to 2026-11-27), so that
// fourteen later migrations run on its data. The tests read the committed dumps, never this script.
//
// The release is unpacked with `git archive` into a temporary folder. It runs on this checkout's
// installed packages (its dependencies are a subset of today's), linked into its own
// node_modules, except the workspaces (@tropero/*), which link to the release's own folders.
// Needs: git, tsx (installed), pg_dump and the sqlite3 command (or better-sqlite3 writes the dump).
// KEEP_FIXTURE_WORK=1 keeps the temporary folder (the unpacked release and its SQLite file) to look into.
import { execFileSync, execSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const DEFAULT_REF = '0f2fdd0cbcaa4221c8b57f4e03b1b1e509cf6049';
const ref = process.argv[2] ?? DEFAULT_REF;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'server/test/fixtures/upgrade');
const commit = execFileSync('git', ['rev-parse', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
const subject = execFileSync('git', ['log', '-1', '--format=%cI %s', commit], { cwd: root, encoding: 'utf8' })
  .trim()
  .slice(0, 100);

const work = mkdtempSync(join(tmpdir(), 'tropero-upgrade-fixture-'));
const release = join(work, 'release');
mkdirSync(release);

/** The release's node_modules: this checkout's packages, and the release's own workspaces. */
function linkPackages() {
  const modules = join(release, 'node_modules');
  mkdirSync(join(modules, '@tropero'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@tropero') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  const workspaces = { shared: 'packages/shared', server: 'server' };
  for (const [name, folder] of Object.entries(workspaces)) {
    symlinkSync(join(release, folder), join(modules, '@tropero', name));
  }
}

/** Runs the seed inside the release against one database. */
function seed(dialect, target) {
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['test/seed-older-release.ts'], {
    cwd: join(release, 'server'),
    env: { ...process.env, FIXTURE_DIALECT: dialect, FIXTURE_TARGET: target },
    stdio: 'inherit',
  });
}

const header = (dialect) =>
  [
    `-- Tropero upgrade fixture (${dialect}): a database made by an older release, migrated and filled by`,
    `-- that release's own code. Release: ${commit} (${subject}).`,
    '-- Made by scripts/make-upgrade-fixture.mjs; read by server/src/migrations/upgrade.test.ts. Do not edit by hand.',
    '',
  ].join('\n');

/** A plain SQL dump of a SQLite file, as the sqlite3 command's .dump writes it. */
async function sqliteDump(file) {
  if (hasCommand('sqlite3')) return execFileSync('sqlite3', [file, '.dump'], { encoding: 'utf8' });
  const { default: Sqlite } = await import('better-sqlite3');
  const db = new Sqlite(file, { readonly: true });
  const lines = ['PRAGMA foreign_keys=OFF;', 'BEGIN TRANSACTION;'];
  const objects = db
    .prepare(
      "select type, name, sql from sqlite_schema where sql is not null and name not like 'sqlite_%' order by type = 'table' desc, rowid",
    )
    .all();
  const quote = (v) =>
    v === null
      ? 'NULL'
      : typeof v === 'number' || typeof v === 'bigint'
        ? String(v)
        : Buffer.isBuffer(v)
          ? `X'${v.toString('hex')}'`
          : `'${String(v).replaceAll("'", "''")}'`;
  for (const { type, name, sql } of objects) {
    lines.push(`${sql};`);
    if (type !== 'table') continue;
    for (const row of db.prepare(`select * from "${name}"`).raw().safeIntegers().all()) {
      lines.push(`INSERT INTO "${name}" VALUES(${row.map(quote).join(',')});`);
    }
  }
  lines.push('COMMIT;');
  db.close();
  return `${lines.join('\n')}\n`;
}

function hasCommand(name) {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function admin(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

try {
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(release)}`, { cwd: root, stdio: 'inherit' });
  linkPackages();
  copyFileSync(
    join(root, 'scripts/upgrade-fixture/seed-older-release.ts'),
    join(release, 'server/test/seed-older-release.ts'),
  );
  mkdirSync(out, { recursive: true });

  const file = join(work, 'older-release.sqlite');
  seed('sqlite', file);
  writeFileSync(join(out, 'sqlite.sql'), header('SQLite') + (await sqliteDump(file)));

  const name = `tropero_fixture_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    seed('postgres', url.toString());
    // INSERTs rather than COPY: the test loads the dump through the pg client, which has no COPY FROM stdin.
    const dump = execFileSync(
      'pg_dump',
      ['--no-owner', '--no-privileges', '--column-inserts', '--dbname', url.toString()],
      {
        encoding: 'utf8',
      },
    );
    // Newer pg_dump writes psql's \restrict guard (a random key) around the dump: the test loads it
    // through the pg client, which knows no backslash commands.
    const plain = dump.replace(/^\\(un)?restrict .*\n/gm, '');
    writeFileSync(join(out, 'postgres.sql'), header('PostgreSQL') + plain);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name}`);
  }
  console.log(`wrote ${out}/sqlite.sql and postgres.sql from ${commit}`);
} finally {
  if (!process.env.KEEP_FIXTURE_WORK) rmSync(work, { recursive: true, force: true });
}
