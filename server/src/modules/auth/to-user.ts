import type { User } from '@tropero/shared/auth';
import type { Language } from '@tropero/shared/constants';
import { fromFlag } from '../../db/executor';
import type { UserRow } from '../../db/schema';

/** A stored user as the API answers it (without the password hash). */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    active: fromFlag(row.active),
    needsPasswordReset: fromFlag(row.needs_password_reset),
    language: row.language as Language,
    tags: JSON.parse(row.tags) as string[],
    alertPushNotifications: fromFlag(row.alert_push_notifications),
    disableAlert: fromFlag(row.disable_alert),
    emailVerified: row.email_verified_at !== null,
  };
}
