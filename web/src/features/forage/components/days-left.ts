import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** How pressing a plot's forage is: under 3 days little, under a week just enough. */
export type ForageUrgency = 'low' | 'medium' | 'high';

export const urgencyOf = (daysLeft: number): ForageUrgency =>
  daysLeft < 3 ? 'low' : daysLeft < 7 ? 'medium' : 'high';

/** Theme colours of each urgency (with its words beside them: colour never says it alone). */
export const URGENCY_COLORS: Record<ForageUrgency, string> = {
  low: 'danger',
  medium: 'yellow',
  high: 'brand',
};

/**
 * Days of grazing left in words: whole days only (a part of a day is not a day of grass), short for
 * a map label ("pasto 12 d") and long for panels and screen readers.
 */
export function useDaysLeftText() {
  const { t, i18n } = useTranslation();
  const whole = (days: number) => Math.max(0, Math.floor(days));
  return {
    short: (days: number) =>
      t('forage.units.daysShort', { formatted: formatNumber(whole(days), i18n.language, 0) }),
    days: (days: number) =>
      t('forage.units.days', { count: whole(days), formatted: formatNumber(whole(days), i18n.language, 0) }),
    long: (days: number) =>
      t('forage.budget.daysLeftLabel', {
        count: whole(days),
        formatted: formatNumber(whole(days), i18n.language, 0),
      }),
  };
}
