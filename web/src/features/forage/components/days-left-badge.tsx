import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlotForage } from '../api/get-forage-budget';
import { URGENCY_COLORS, urgencyOf, useDaysLeftText } from './days-left';

/** Why a plot has no standing forage: no recent clear scene, or no estimate at all (no usable crop). */
const noForageReason = (notices: PlotForage['notices']) =>
  notices.includes('noRecentScene') ? 'forage.budget.noRecentScene' : 'forage.budget.noForage';

/**
 * A plot's days of grazing left, coloured by how pressing they are and said in words too; or why
 * there is no figure (no animals on it, no recent clear scene, or no estimate of its forage).
 */
export function DaysLeftBadge({
  plot,
}: {
  plot: Pick<PlotForage, 'daysLeft' | 'forage' | 'animals' | 'notices'>;
}) {
  const { t } = useTranslation();
  const days = useDaysLeftText();
  if (plot.daysLeft === null) {
    return (
      <Badge size="md" variant="light" color="gray">
        {t(plot.forage !== null ? 'forage.budget.noAnimals' : noForageReason(plot.notices))}
      </Badge>
    );
  }
  const urgency = urgencyOf(plot.daysLeft);
  return (
    <Badge
      size="md"
      variant={urgency === 'high' ? 'light' : 'filled'}
      color={URGENCY_COLORS[urgency]}
      title={t(`forage.budget.urgency.${urgency}`)}
      aria-label={`${days.long(plot.daysLeft)} (${t(`forage.budget.urgency.${urgency}`)})`}
    >
      {days.days(plot.daysLeft)}
    </Badge>
  );
}
