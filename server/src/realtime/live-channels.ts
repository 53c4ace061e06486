import { z } from 'zod';
import { liveAlertSchema } from '@tropero/shared/contracts/alerts';
import { liveSupportEventSchema, type LiveSupportEvent } from '@tropero/shared/contracts/support';
import { jsonPayloads, type LiveChannel } from './live-bus';
import { positionPayloads, type SettlementPositions } from './position-payloads';

const accountAlertSchema = z.object({ accountId: z.string(), alert: liveAlertSchema });
/** An alert event and the account it belongs to. */
export type AccountAlert = z.infer<typeof accountAlertSchema>;

/** What an alert stream follows: whole accounts, and settlements shared with its user. */
export interface AlertReach {
  accountIds: readonly string[];
  settlementIds: readonly string[];
}

const accountTopic = (id: string) => `account:${id}`;
const settlementTopic = (id: string) => `settlement:${id}`;
const INBOX_TOPIC = 'inbox';
const customerTopic = (userId: string) => `customer:${userId}`;

/** The topics of an alert stream. */
export const alertTopics = (reach: AlertReach): string[] => [
  ...reach.accountIds.map(accountTopic),
  ...reach.settlementIds.map(settlementTopic),
];

/** The topic of a support stream: every conversation (the inbox), or a customer's own. */
export const supportTopic = (follow: { inbox: true } | { userId: string }): string =>
  'inbox' in follow ? INBOX_TOPIC : customerTopic(follow.userId);

/**
 * The kinds of live news, each one declaration: a name (its NOTIFY channel between servers), the topics an
 * event reaches, and its payloads. A new kind is one more entry here.
 */
export const liveChannels = {
  /** Committed readings, to the streams of their settlement; packed tuples (`position-payloads.ts`). */
  positions: {
    name: 'tropero_live',
    topics: ({ settlementId }) => [settlementId],
    payloads: positionPayloads,
  } satisfies LiveChannel<SettlementPositions>,
  /** Alert changes, to the streams of their account and of their settlement. */
  alerts: {
    name: 'tropero_alerts',
    topics: ({ accountId, alert }) => [accountTopic(accountId), settlementTopic(alert.settlementId)],
    payloads: jsonPayloads(accountAlertSchema),
  } satisfies LiveChannel<AccountAlert>,
  /** Support conversations changed (the page reads them again), to the inbox and to their customer. */
  support: {
    name: 'tropero_support',
    topics: ({ userId }) => (userId ? [INBOX_TOPIC, customerTopic(userId)] : [INBOX_TOPIC]),
    payloads: jsonPayloads(liveSupportEventSchema),
  } satisfies LiveChannel<LiveSupportEvent>,
};

/** Every channel: a server sharing PostgreSQL listens to each. */
export const LIVE_CHANNELS: readonly LiveChannel<unknown>[] = Object.values(liveChannels);
