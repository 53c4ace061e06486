import type { Role } from '@tropero/shared/roles';
import type { AccountScope } from '../access/account-scope';
import type { Caller } from '../access/caller';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: anyone, a user with an API token (default), or a user with a data-API token. */
    auth?: 'public' | 'user' | 'data';
    /** Roles allowed (spec §6); default: every signed-in user. */
    roles?: readonly Role[];
    /** Set false on the few mutating routes exempt from the XSRF check. */
    xsrf?: boolean;
    /** The access token may come as `access_token` in the query (EventSource cannot send headers). */
    tokenInQuery?: boolean;
    /** The route works within the caller's account scope: the guard resolves it for `scopeOf` (http/account-scope.ts). */
    scope?: 'account';
  }
  interface FastifyRequest {
    /** Who is calling, set by the auth hook on every authenticated request. */
    caller: Caller | null;
    /** The session the caller's token belongs to, set with the caller. */
    sessionId: string | null;
    /** The account scope, set by the scope guard on routes declaring `scope: 'account'`. */
    scope: AccountScope | null;
  }
}
