/** An instant as the settlement's clock shows it (its UTC offset), day and time in the locale's order. */
export function formatSettlementTime(instant: number, utcOffsetMinutes: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant + utcOffsetMinutes * 60_000));
}
