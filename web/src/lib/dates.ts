import { TIME_ZONE_OFFSET_HOURS } from '@tropero/shared/constants';

/**
 * The product shows times at UTC−3 (spec §9). `Etc/GMT+3` is that fixed offset (the IANA sign is
 * inverted), with no daylight-saving surprises.
 */
export const DISPLAY_TIME_ZONE = `Etc/GMT${TIME_ZONE_OFFSET_HOURS <= 0 ? '+' : '-'}${Math.abs(TIME_ZONE_OFFSET_HOURS)}`;

type Instant = Date | string | number;

export function formatDateTime(instant: Instant, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: DISPLAY_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // ICU gives es-AR a 12-hour clock; in Argentina and Brazil times are written 0–23.
    ...(locale.startsWith('en') ? {} : { hourCycle: 'h23' as const }),
  }).format(new Date(instant));
}

/**
 * A calendar day written `yyyy-mm-dd` (crop start and end dates), in the locale's order. The day
 * has no time of its own, so it is read and written at UTC: no offset can move it to another day.
 */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Today at UTC−3 as `yyyy-mm-dd`, the default start of a new crop. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(now);
}
