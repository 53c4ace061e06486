import { TIME_ZONE_OFFSET_HOURS } from '@tropero/shared/constants';
import { DEFAULT_UTC_OFFSET_MINUTES, todayAt } from '@tropero/shared/local-day';

/**
 * The product shows times at UTC−3 (spec §9). `Etc/GMT+3` is that fixed offset (the IANA sign is
 * inverted), with no daylight-saving surprises.
 */
export const DISPLAY_TIME_ZONE = `Etc/GMT${TIME_ZONE_OFFSET_HOURS <= 0 ? '+' : '-'}${Math.abs(TIME_ZONE_OFFSET_HOURS)}`;

/** The product's default offset from UTC in minutes (UTC−3), a settlement's unless it sets its own. */
export const DISPLAY_OFFSET_MINUTES = DEFAULT_UTC_OFFSET_MINUTES;

type Instant = Date | string | number;

/**
 * The instant moved by `offsetMinutes`, to be formatted at UTC: what a clock at that offset shows.
 * A settlement's offset is any whole number of minutes, which no `Etc/GMT±h` zone can name.
 */
const atOffset = (instant: Instant, offsetMinutes: number) =>
  new Date(new Date(instant).getTime() + offsetMinutes * 60_000);

/** An instant's day and time at `offsetMinutes` from UTC (by default the product's UTC−3). */
export function formatDateTime(
  instant: Instant,
  locale: string,
  offsetMinutes = DISPLAY_OFFSET_MINUTES,
): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // ICU gives es-AR a 12-hour clock; in Argentina and Brazil times are written 0–23.
    ...(locale.startsWith('en') ? {} : { hourCycle: 'h23' as const }),
  }).format(atOffset(instant, offsetMinutes));
}

/**
 * An instant as `dd/mm hh:mm`, `dd/mm` or `hh:mm` in the locale's order, at `offsetMinutes` from UTC
 * (by default the product's UTC−3): a chart's time axis.
 */
export function formatShortInstant(
  instant: Instant,
  locale: string,
  part: 'dayTime' | 'day' | 'time' = 'dayTime',
  offsetMinutes = DISPLAY_OFFSET_MINUTES,
): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(part === 'time' ? {} : { day: '2-digit', month: '2-digit' }),
    ...(part === 'day' ? {} : { hour: '2-digit', minute: '2-digit' }),
    ...(locale.startsWith('en') ? {} : { hourCycle: 'h23' as const }),
  }).format(atOffset(instant, offsetMinutes));
}

/**
 * An instant as `yyyy-mm-dd hh:mm -03:00` at `offsetMinutes` from UTC (by default the product's
 * UTC−3), as the server's downloads write it: sorts as text and reads the same in every language.
 */
export function localTimestamp(instant: Instant, offsetMinutes = DISPLAY_OFFSET_MINUTES): string {
  const local = atOffset(instant, offsetMinutes).toISOString();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const pad = (value: number) => String(value).padStart(2, '0');
  const offset = `${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${local.slice(0, 10)} ${local.slice(11, 16)} ${sign}${offset}`;
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

/**
 * Today at a settlement (`offsetMinutes` from UTC, by default the product's UTC−3) as `yyyy-mm-dd`:
 * the default start of a new crop, the end of a default range (packages/shared local-day).
 */
export function today(now = new Date(), offsetMinutes = DISPLAY_OFFSET_MINUTES): string {
  return todayAt(now.getTime(), offsetMinutes);
}
