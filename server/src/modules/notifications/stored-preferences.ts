import {
  alertPreferencesSchema,
  DEFAULT_ALERT_PREFERENCES,
  type AlertPreferences,
} from '@tropero/shared/contracts/alerts';

/** A user's stored alert preferences (users.alert_preferences), or the defaults when none or unreadable. */
export function readPreferences(json: string | null): AlertPreferences {
  if (json === null) return DEFAULT_ALERT_PREFERENCES;
  try {
    return alertPreferencesSchema.parse(JSON.parse(json));
  } catch {
    return DEFAULT_ALERT_PREFERENCES;
  }
}
