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
