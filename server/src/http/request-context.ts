import type { Role } from '@tropero/shared/roles';
import type { AppMetrics } from '../metrics/metrics';
import type { AccountScope } from '../access/account-scope';
import type { Caller } from '../access/caller';
import type { AlertNotifier } from '../modules/notifications/alert-notifier';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import type { AlertEngine } from '../modules/alerts/alert-engine';
import type { AlertRulesJob } from '../modules/alerts/alert-jobs';
import type { AlertsService } from '../modules/alerts/alerts.service';
import type { TelemetryService } from '../modules/telemetry/telemetry.service';
import type { WeatherUpdates } from '../modules/weather/weather-updates';
import type { GreenIndexUpdates } from '../modules/green-index/green-index-updates';

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
  interface FastifyInstance {
    /** This server's figures for /metrics; the job runner reports its runs to it. */
    metrics: AppMetrics;
    telemetry: TelemetryService;
    /** The weather refresh and backfill the periodic jobs run. */
    weatherUpdates: WeatherUpdates;
    /** The green index's backfill and scene refresh the periodic jobs run. */
    greenIndexUpdates: GreenIndexUpdates;
    /** Push subscriptions' clean-up and the daily alert digest the periodic jobs run. */
    notifications: NotificationsService;
    /** The listener the alert engine hands its committed changes to. */
    alertNotifier: AlertNotifier;
    /** Alerts: `onChange` hands every alert opened, repeated or resolved on after its commit. */
    alerts: AlertsService;
    /** The alert rules on readings (null when turned off); `idle()` waits for what is queued. */
    alertEngine: AlertEngine | null;
    /** The time-based alert rules the `alert-rules` job runs. */
    alertRules: AlertRulesJob;
  }
}
