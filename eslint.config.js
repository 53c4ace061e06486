import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB = './web/src';
const FEATURES = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The dashboard composes the others: it may use their queries (`api/`) and components, nothing else. */
const COMPOSERS = { dashboard: ['api', 'components'] };

/**
 * The web's floors (docs/architecture.md "Web"): app/ (the shell) → features/ → components/, lib/ and
 * config/. Nothing below imports app/. A feature imports no other feature (the composers only the
 * folders named above; tests also the other features' `testing/` helpers); `lib/` imports neither
 * `api/` nor a feature; `components/` imports no feature; `config/` (the leaf tables: routes, theme,
 * links, query client) imports no feature and no component.
 */
const webLayers = ({ testing }) => [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).flatMap((other) => [
        ...(COMPOSERS[feature] ?? []).map((folder) => `./${other}/${folder}`),
        ...(testing ? [`./${other}/testing`] : []),
      ]),
    ],
    message: 'A feature imports no other feature (the dashboard only their api/ and components/).',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'A feature imports nothing from app/ (the shell): the tables it needs live in config/.',
  },
  {
    target: `${WEB}/lib`,
    from: [`${WEB}/api`, `${WEB}/features`, `${WEB}/app`],
    message: 'lib/ holds plain helpers: it imports neither api/, a feature nor app/.',
  },
  {
    target: `${WEB}/components`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ are shared: they import neither a feature nor app/.',
  },
  {
    target: `${WEB}/config`,
    from: [`${WEB}/app`, `${WEB}/features`, `${WEB}/components`],
    message: 'config/ is a leaf: it imports neither app/, a feature nor a component.',
  },
];

// The server's import layers (applied below).
const OTHER_REPOSITORY = {
  group: ['../*/*.repository'],
  message: "Reach another module through its service (or a query of this module's own).",
};
const MODULE_REPOSITORY = {
  group: ['**/modules/*/*.repository'],
  message: 'realtime/ reaches a module through its service.',
};
const HTTP = {
  group: ['**/http/*'],
  message: 'A service (and the live bus) knows nothing of HTTP: use access/ and errors/.',
};
const STREAMS = {
  group: ['**/realtime/*.routes', '**/realtime/event-stream'],
  message:
    "A module publishes on the live bus (realtime/live-bus, live-channels); the streams are realtime's.",
};
const BUS_BENEATH_MODULES = {
  group: ['**/modules/**'],
  message: 'The live bus lies beneath the modules: they publish on it, it imports none of them.',
};

const SERVER = './server/src';
/** The top of the server: the entry point, the HTTP app, the schedule (and its housekeeping job) and the services they share. */
const SERVER_TOP = ['main', 'server', 'app', 'schedule', 'housekeeping', 'services'].map(
  (name) => `${SERVER}/${name}.ts`,
);

/**
 * The server's floors (docs/architecture.md "Server"): main.ts → app.ts (HTTP) and schedule.ts →
 * services.ts → modules/ → db/ and providers/. Nothing below the top imports it; the request
 * declarations import no module (services reach the routes as arguments, never as decorations).
 */
const serverLayers = [
  ...['access', 'db', 'http', 'ingest', 'jobs', 'migrations', 'modules', 'providers', 'realtime'].map(
    (floor) => ({
      target: `${SERVER}/${floor}`,
      from: SERVER_TOP,
      message:
        'Nothing below the top imports main, server, app, schedule, housekeeping or services: they are given what they need.',
    }),
  ),
  {
    target: `${SERVER}/db`,
    from: [`${SERVER}/modules`, `${SERVER}/migrations`],
    message: 'db/ is the bottom floor: it imports no module and no migration.',
  },
  {
    target: `${SERVER}/modules`,
    from: `${SERVER}/migrations`,
    message:
      'The migrations stand above the modules (a migration may reuse a module): a module imports none.',
  },
  {
    target: `${SERVER}/http/request-context.ts`,
    from: `${SERVER}/modules`,
    message: 'The request declarations import no module: services are route arguments, not app decorations.',
  },
];

const TESTS = ['web/src/**/*.test.{ts,tsx}', 'web/src/**/testing/**', 'web/src/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      'coverage/**',
      'bench/results/**',
      'web/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // One set of time spans: MINUTE_MS, HOUR_MS and DAY_MS live in the shared constants, nowhere else.
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/shared/src/constants.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'VariableDeclarator[id.name=/^(DAY|HOUR|MINUTE)_MS$/]',
          message:
            'Import MINUTE_MS, HOUR_MS and DAY_MS from @tropero/shared/constants; do not redeclare them.',
        },
      ],
    },
  },
  {
    // No import cycles anywhere in the source (a type-only import is no cycle: it leaves nothing at run time).
    files: ['web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads only .js modules, and no cycle through a .ts file is seen.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webLayers({ testing: false }) }],
    },
  },
  {
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayers({ testing: true }) }] },
  },
  {
    files: ['server/src/**/*.ts'],
    // Tests build whole servers at any floor.
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayers }] },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', performance: 'readonly' },
    },
  },
  // Server layers run one way: a module reaches another through its service, never its
  // repository; services know nothing of HTTP (http/ adapts them). realtime/ holds the live bus and
  // its streams (docs/architecture.md "From collar to map"): the bus lies beneath the modules (they
  // publish on it, so it imports no module and no HTTP), the stream routes above them (they reach
  // modules through their services, as a module's routes do); a module never imports a stream route.
  // Tests may seed any table.
  ...[
    { files: ['server/src/modules/**/*.ts'], layers: [OTHER_REPOSITORY, STREAMS] },
    { files: ['server/src/modules/**/*.service.ts'], layers: [OTHER_REPOSITORY, STREAMS, HTTP] },
    { files: ['server/src/realtime/**/*.ts'], layers: [MODULE_REPOSITORY] },
    {
      files: ['server/src/realtime/**/*.ts'],
      ignores: ['**/*.routes.ts', '**/event-stream.ts'],
      layers: [MODULE_REPOSITORY, BUS_BENEATH_MODULES, HTTP],
    },
  ].map(({ files, ignores = [], layers }) => ({
    files,
    ignores: ['**/*.test.ts', ...ignores],
    rules: { 'no-restricted-imports': ['error', { patterns: layers }] },
  })),
);
