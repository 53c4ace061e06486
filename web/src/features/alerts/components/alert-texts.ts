import type { Alert } from '@tropero/shared/contracts/alerts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago an instant was, in the user's language ("hace 5 minutos"). */
export function relativeTime(instant: string, locale: string, now = Date.now()): string {
  const elapsed = new Date(instant).getTime() - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'minute');
}

/** The texts of an alert: what fired, the figure against its threshold, and its times. */
export function useAlertTexts() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const number = (value: number) => formatNumber(value, locale, value % 1 === 0 ? 0 : 1);
  return {
    typeName: (alert: Pick<Alert, 'type'>) => t(`alerts.types.${alert.type}`),
    /**
     * "Batería 12 % (umbral 20 %)"; a heat alert names whose threshold fired ("ITH 78,3 ≥ 76 (umbral de
     * cría/carne)"); null when the alert carries no figure.
     */
    figure: (alert: Pick<Alert, 'type' | 'value' | 'threshold' | 'thresholdBasis'>) =>
      alert.value === null
        ? null
        : alert.thresholdBasis && alert.threshold !== null
          ? t(`alerts.figures.${alert.type}Basis`, {
              value: number(alert.value),
              threshold: number(alert.threshold),
              basis: t(`alerts.thresholdBases.${alert.thresholdBasis}`),
            })
          : t(`alerts.figures.${alert.type}`, {
              value: number(alert.value),
              threshold: alert.threshold === null ? '—' : number(alert.threshold),
            }),
    relative: (instant: string) => relativeTime(instant, locale),
    dateTime: (instant: string) => formatDateTime(instant, locale),
  };
}
