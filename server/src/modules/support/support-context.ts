import type { CustomerContext } from '@tropero/shared/contracts/support';
import type { Caller } from '../../access/caller';
import { scopeFor } from '../../access/account-scope';
import type { Executor } from '../../db/executor';
import type { AccountsService } from '../accounts/accounts.service';
import type { AlertsService } from '../alerts/alerts.service';
import type { DevicesService } from '../devices/devices.service';
import type { SettlementsService } from '../settlements/settlements.service';
import type { UsersService } from '../users/users.service';
import type { ConversationRow } from './support.repository';

const DEVICES_SHOWN = 10;
const ALERTS_SHOWN = 5;

export interface ContextServices {
  users: UsersService;
  accounts: AccountsService;
  settlements: SettlementsService;
  devices: DevicesService;
  alerts: AlertsService;
}

/**
 * The customer beside the thread (docs/providers.md §6): his account and plan, settlements, the collars
 * that reported last (battery, last seen) and his recent alerts — each read through its own module,
 * with the superadmin's reach.
 */
export class SupportContext {
  constructor(
    private readonly db: Executor,
    private readonly services: ContextServices,
  ) {}

  async of(caller: Caller, conversation: ConversationRow): Promise<CustomerContext> {
    const { users, accounts, settlements, devices, alerts } = this.services;
    const empty: CustomerContext = {
      user: null,
      account: null,
      settlements: [],
      devices: [],
      deviceTotal: 0,
      recentAlerts: [],
    };
    const user = conversation.user_id ? await users.get(conversation.user_id).catch(() => null) : null;
    const context: CustomerContext = {
      ...empty,
      user: user && { _id: user._id, name: user.name, email: user.email },
    };
    if (user) {
      const page = await alerts.list(caller, user._id, { p: 1, e: ALERTS_SHOWN });
      context.recentAlerts = page.items.map(({ _id, type, severity, state, settlementName, openedAt }) => ({
        _id,
        type,
        severity,
        state,
        settlementName,
        openedAt,
      }));
    }
    if (!conversation.account_id || !user) return context;
    const account = (await accounts.listForUser(caller, user._id, false)).find(
      (one) => one._id === conversation.account_id,
    );
    if (!account) return context;
    const scope = await scopeFor(this.db, caller, account._id);
    const [places, collars] = await Promise.all([
      settlements.list(scope),
      devices.list(scope, { page: 1, pageSize: DEVICES_SHOWN, sort: '-lastSeen' }),
    ]);
    return {
      ...context,
      account,
      settlements: places.map(({ _id, name }) => ({ _id, name })),
      devices: collars.items.map(({ _id, identifier, type, lastSeen, battery }) => ({
        _id,
        identifier,
        type,
        lastSeen,
        battery,
      })),
      deviceTotal: collars.total,
    };
  }
}
