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

/** An instant at UTC−3 as `dd/mm hh:mm`, `dd/mm` or `hh:mm`, in the locale's order: a chart's time axis. */
export function formatShortInstant(
  instant: Instant,
  locale: string,
  part: 'dayTime' | 'day' | 'time' = 'dayTime',
): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: DISPLAY_TIME_ZONE,
    ...(part === 'time' ? {} : { day: '2-digit', month: '2-digit' }),
    ...(part === 'day' ? {} : { hour: '2-digit', minute: '2-digit' }),
    ...(locale.startsWith('en') ? {} : { hourCycle: 'h23' as const }),
  }).format(new Date(instant));
}

/**
 * An instant as `yyyy-mm-dd hh:mm -03:00` at UTC−3, as the server's downloads write it: sorts as text
 * and reads the same in every language.
 */
export function localTimestamp(instant: Instant): string {
  const offsetMs = TIME_ZONE_OFFSET_HOURS * 3_600_000;
  const local = new Date(new Date(instant).getTime() + offsetMs).toISOString();
  const sign = TIME_ZONE_OFFSET_HOURS < 0 ? '-' : '+';
  const hours = String(Math.abs(TIME_ZONE_OFFSET_HOURS)).padStart(2, '0');
  return `${local.slice(0, 10)} ${local.slice(11, 16)} ${sign}${hours}:00`;
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
