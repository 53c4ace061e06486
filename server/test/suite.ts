import { afterAll, beforeAll, describe } from 'vitest';
import type { AppConfig } from '../src/config';
import type { Dialect } from '../src/db/connection';
import { apiAs, createSettlement, createTestApp, createUser, type TestContext, type TestUser } from './app';
import { DIALECTS } from './database';

type Location = Parameters<typeof createSettlement>[3];

export interface SuiteOptions {
  /**
   * The app's configuration; a function when each dialect's app needs its own (a stateful fake
   * provider, a temporary web build): it is called in that suite's `beforeAll`.
   */
  config?: Partial<AppConfig> | (() => Partial<AppConfig> | Promise<Partial<AppConfig>>);
  /** A superadmin, logged in, created before anyone else. */
  superadmin?: boolean;
  /** An owner with his own account, logged in, and `api` as him. */
  owner?: boolean;
  /** A settlement of the owner (implies `owner`): its name and location, or the defaults. */
  settlement?: true | string | { name: string; location: Location };
  /** The dialects to run on, when the suite is about configuration alone; all of `DIALECTS` by default. */
  dialects?: readonly Dialect[];
}

type AppConfigPart = Partial<AppConfig> | void;

/** Hooks around a suite's app, for what must exist before it is built and outlive it. */
export interface AppHooks {
  /**
   * Runs before the app is built: starts a fake of a service the app calls (Open-Meteo, a push
   * service, the Graph API, a STAC server) or pins the clock. What it answers joins the app's
   * configuration (the fake's address).
   */
  beforeApp(hook: () => AppConfigPart | Promise<AppConfigPart>): void;
  /** Runs after the app has closed: stops the fake, frees the clock. */
  afterApp(hook: () => unknown): void;
}

/** What a suite's tests share: filled before its first test, closed after its last. */
export interface AppSuite extends TestContext {
  dialect: Dialect;
  superadmin: TestUser;
  owner: TestUser;
  api: ReturnType<typeof apiAs>;
  settlementId: string;
}

/**
 * One suite per dialect of the test database (`DIALECTS`), each on a real app of its own with,
 * as asked, a superadmin, an owner and his settlement. `name` takes the dialect at `%s`. The object
 * given to `body` holds only `dialect` while the suite is declared: read its other fields inside
 * hooks and tests. The app closes after the suite's own `afterAll` hooks (Vitest runs after-hooks
 * in the reverse order of their declaration), so what they close on it goes first; the `afterApp`
 * hooks run after it, in the order given.
 */
export function describeWithApp(
  name: string,
  options: SuiteOptions,
  body: (ctx: AppSuite, hooks: AppHooks) => void,
): void {
  describe.each(options.dialects ?? DIALECTS)(name, (dialect) => {
    const ctx = { dialect } as AppSuite;
    const before: Parameters<AppHooks['beforeApp']>[0][] = [];
    const after: Parameters<AppHooks['afterApp']>[0][] = [];
    beforeAll(async () => {
      const config = typeof options.config === 'function' ? await options.config() : { ...options.config };
      for (const hook of before) Object.assign(config, await hook());
      Object.assign(ctx, await createTestApp(dialect, config));
      if (options.superadmin) ctx.superadmin = await createUser(ctx, { tags: ['superadmin'] });
      if (options.owner || options.settlement) {
        ctx.owner = await createUser(ctx);
        ctx.api = apiAs(ctx, ctx.owner);
      }
      if (options.settlement) {
        const { name, location } =
          typeof options.settlement === 'object'
            ? options.settlement
            : { name: options.settlement === true ? undefined : options.settlement, location: undefined };
        ctx.settlementId = await createSettlement(ctx, ctx.owner, name, location);
      }
    });
    afterAll(async () => {
      try {
        await ctx.close?.();
      } finally {
        for (const hook of after) await hook();
      }
    });
    body(ctx, { beforeApp: (hook) => before.push(hook), afterApp: (hook) => after.push(hook) });
  });
}
