/** Numbers through Intl in the user's locale (docs/ui.md: es-AR writes 1.234,5). */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}
