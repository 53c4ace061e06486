// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules the repository's ESLint config reports for a source text placed at `filePath`. */
async function rulesBroken(filePath: string, text: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(text, { filePath: `${root}${filePath}` });
  return result!.messages.map((message) => message.ruleId);
}

describe('the lint config enforces the web layers', () => {
  it('refuses a feature importing another feature', async () => {
    const text =
      "import { PANEL_PARAM } from '../../dashboard/panel-ids';\nexport const param = PANEL_PARAM;\n";
    expect(await rulesBroken('web/src/features/farm/components/panel-link.ts', text)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets the dashboard use another feature’s api/ and components/, not the rest', async () => {
    const allowed = "import { useFences } from '../../farm/api/get-fences';\nexport const use = useFences;\n";
    expect(await rulesBroken('web/src/features/dashboard/components/probe.ts', allowed)).toEqual([]);
    const refused =
      "import { runLoginFlow } from '../../auth/login-flow';\nexport const flow = runLoginFlow;\n";
    expect(await rulesBroken('web/src/features/dashboard/components/probe.ts', refused)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses lib/ importing api/, and components/ importing a feature', async () => {
    const api = "import { api } from '../api/client';\nexport const client = api;\n";
    expect(await rulesBroken('web/src/lib/probe.ts', api)).toContain('import-x/no-restricted-paths');
    const feature =
      "import { PANEL_PARAM } from '../features/dashboard/panel-ids';\nexport const p = PANEL_PARAM;\n";
    expect(await rulesBroken('web/src/components/probe.ts', feature)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature importing app/, and lets it import config/', async () => {
    const app = "import { visibleMenu } from '../../../app/menu';\nexport const menu = visibleMenu;\n";
    expect(await rulesBroken('web/src/features/farm/components/probe.ts', app)).toContain(
      'import-x/no-restricted-paths',
    );
    const config = "import { href } from '../../../config/routes';\nexport const link = href('dashboard');\n";
    expect(await rulesBroken('web/src/features/farm/components/probe.ts', config)).toEqual([]);
  });

  it('refuses components/ and lib/ importing app/', async () => {
    const text = "import { visibleMenu } from '../app/menu';\nexport const menu = visibleMenu;\n";
    expect(await rulesBroken('web/src/components/probe.ts', text)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('web/src/lib/probe.ts', text)).toContain('import-x/no-restricted-paths');
  });

  it('keeps config/ a leaf: no app/, no feature, no component', async () => {
    const app = "import { visibleMenu } from '../app/menu';\nexport const menu = visibleMenu;\n";
    expect(await rulesBroken('web/src/config/probe.ts', app)).toContain('import-x/no-restricted-paths');
    const feature =
      "import { PANEL_PARAM } from '../features/dashboard/panel-ids';\nexport const p = PANEL_PARAM;\n";
    expect(await rulesBroken('web/src/config/probe.ts', feature)).toContain('import-x/no-restricted-paths');
    const component =
      "import { HeaderPortal } from '../components/header-slot';\nexport const portal = HeaderPortal;\n";
    expect(await rulesBroken('web/src/config/probe.ts', component)).toContain('import-x/no-restricted-paths');
    const shared = "import { hasRole } from '@tropero/shared/roles';\nexport const has = hasRole;\n";
    expect(await rulesBroken('web/src/config/probe.ts', shared)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const text =
      "import { second } from './cycle-b';\nexport const first = 'a';\nexport const both = second;\n";
    expect(await rulesBroken('web/src/test/lint-fixtures/cycle-a.ts', text)).toContain('import-x/no-cycle');
  });

  it('enforces the rules of hooks', async () => {
    const text =
      "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await rulesBroken('web/src/components/probe.tsx', text)).toContain('react-hooks/rules-of-hooks');
  });
});

describe('the lint config enforces the server floors', () => {
  const services = "import type { Services } from '../../services';\nexport type S = Services;\n";

  it('refuses a module, http/ or jobs/ importing the services, the app, the schedule or main', async () => {
    expect(await rulesBroken('server/src/modules/alerts/probe.ts', services)).toContain(
      'import-x/no-restricted-paths',
    );
    const app = "import { buildApp } from '../app';\nexport const build = buildApp;\n";
    expect(await rulesBroken('server/src/http/probe.ts', app)).toContain('import-x/no-restricted-paths');
    const schedule = "import { SCHEDULE } from '../schedule';\nexport const jobs = SCHEDULE;\n";
    expect(await rulesBroken('server/src/jobs/probe.ts', schedule)).toContain('import-x/no-restricted-paths');
    const main = "import '../main';\n";
    expect(await rulesBroken('server/src/db/probe.ts', main)).toContain('import-x/no-restricted-paths');
  });

  it('lets the top import the services, and tests build a server at any floor', async () => {
    const top = "import type { Services } from './services';\nexport type S = Services;\n";
    expect(await rulesBroken('server/src/schedule.ts', top)).toEqual([]);
    const server = "import { buildServer } from '../../server';\nexport const build = buildServer;\n";
    expect(await rulesBroken('server/src/modules/alerts/probe.test.ts', server)).toEqual([]);
  });

  it('refuses db/ importing a module or a migration, and a module importing a migration', async () => {
    const module =
      "import { rebuildAnimalDays } from '../modules/telemetry/rebuild-days';\nexport const r = rebuildAnimalDays;\n";
    expect(await rulesBroken('server/src/db/probe.ts', module)).toContain('import-x/no-restricted-paths');
    const migrations = "import { migrations } from '../migrations/index';\nexport const all = migrations;\n";
    expect(await rulesBroken('server/src/db/probe.ts', migrations)).toContain('import-x/no-restricted-paths');
    const runner =
      "import { latestMigration } from '../../migrations/migrate';\nexport const l = latestMigration;\n";
    expect(await rulesBroken('server/src/modules/health/probe.ts', runner)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets a migration reuse a module, and the top run the migrations', async () => {
    const module =
      "import { rebuildAnimalDays } from '../modules/telemetry/rebuild-days';\nexport const r = rebuildAnimalDays;\n";
    expect(await rulesBroken('server/src/migrations/probe.ts', module)).toEqual([]);
    const runner =
      "import { migrateToLatest } from './migrations/migrate';\nexport const m = migrateToLatest;\n";
    expect(await rulesBroken('server/src/main.ts', runner)).toEqual([]);
  });

  it('refuses a module import in the request declarations (services are no app decorations)', async () => {
    const text =
      "import type { AlertsService } from '../modules/alerts/alerts.service';\nexport type A = AlertsService;\n";
    expect(await rulesBroken('server/src/http/request-context.ts', text)).toContain(
      'import-x/no-restricted-paths',
    );
  });
});

describe('the lint config keeps one set of time constants', () => {
  const redeclared = 'const DAY_MS = 86_400_000;\nexport const later = (ts: number) => ts + DAY_MS;\n';

  it('refuses redeclaring DAY_MS in the server and in the web', async () => {
    expect(await rulesBroken('server/src/jobs/probe.ts', redeclared)).toContain('no-restricted-syntax');
    expect(await rulesBroken('web/src/lib/probe.ts', redeclared)).toContain('no-restricted-syntax');
  });

  it('lets the shared constants declare them', async () => {
    const text =
      'export const MINUTE_MS = 60_000;\nexport const HOUR_MS = 60 * MINUTE_MS;\nexport const DAY_MS = 24 * HOUR_MS;\n';
    expect(await rulesBroken('packages/shared/src/constants.ts', text)).not.toContain('no-restricted-syntax');
  });
});

describe('the lint config enforces the server layers', () => {
  it('refuses a module importing a live stream route, and lets it publish on the live bus', async () => {
    const route =
      "import { liveRoutes } from '../../realtime/live.routes';\nexport const routes = liveRoutes;\n";
    expect(await rulesBroken('server/src/modules/alerts/probe.ts', route)).toContain('no-restricted-imports');
    const bus =
      "import { liveChannels } from '../../realtime/live-channels';\nexport const alerts = liveChannels.alerts;\n";
    expect(await rulesBroken('server/src/modules/alerts/probe.ts', bus)).toEqual([]);
  });

  it('refuses realtime/ reading a repository, and the live bus importing a module', async () => {
    const repository =
      "import { settlementsRepository } from '../modules/settlements/settlements.repository';\nexport const r = settlementsRepository;\n";
    expect(await rulesBroken('server/src/realtime/probe.routes.ts', repository)).toContain(
      'no-restricted-imports',
    );
    const service =
      "import type { AlertsService } from '../modules/alerts/alerts.service';\nexport type Alerts = AlertsService;\n";
    expect(await rulesBroken('server/src/realtime/probe.routes.ts', service)).toEqual([]);
    expect(await rulesBroken('server/src/realtime/probe-bus.ts', service)).toContain('no-restricted-imports');
  });
});
