import type { AlertPreferences } from '@tropero/shared/contracts/alerts';

const minutesOf = (hourMinute: string): number => {
  const [hours, minutes] = hourMinute.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * Whether an instant falls in a user's quiet hours, read in the settlement's local time. `from` after
 * `to` spans midnight (22:00–06:00); equal ends are no quiet hours.
 */
export function inQuietHours(
  quietHours: AlertPreferences['quietHours'],
  at: number,
  utcOffsetMinutes: number,
): boolean {
  if (!quietHours) return false;
  const local = (((Math.floor(at / 60_000) + utcOffsetMinutes) % 1440) + 1440) % 1440;
  const from = minutesOf(quietHours.from);
  const to = minutesOf(quietHours.to);
  if (from === to) return false;
  return from < to ? local >= from && local < to : local >= from || local < to;
}
