import { DISPLAY_OFFSET_MINUTES } from '../../lib/dates';

/*
 * The form's date-time inputs (`yyyy-mm-ddThh:mm`) read and write the product's time, UTC−3
 * (spec §9), whatever the browser's zone.
 */
const OFFSET_MS = DISPLAY_OFFSET_MINUTES * 60_000;

/** An instant as the input shows it. */
export const toLocalInput = (instant: string | number): string =>
  new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 16);

/** What the input holds as an instant (ISO), or the text itself when it is not a date-time. */
export function toInstant(local: string): string {
  const utc = Date.parse(`${local}:00Z`);
  return Number.isNaN(utc) ? local : new Date(utc - OFFSET_MS).toISOString();
}
