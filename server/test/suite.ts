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
 * in the reverse order of their declaration), so what they close on it goes first.
 */
export function describeWithApp(name: string, options: SuiteOptions, body: (ctx: AppSuite) => void): void {
  describe.each(DIALECTS)(name, (dialect) => {
    const ctx = { dialect } as AppSuite;
    beforeAll(async () => {
      const config = typeof options.config === 'function' ? await options.config() : options.config;
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
    afterAll(() => ctx.close?.());
    body(ctx);
  });
}
