import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useForageBudget } from '../../../forage/api/get-forage-budget';
import { ConfidenceLabel } from '../../../forage/components/confidence-label';
import { useDaysLeftText } from '../../../forage/components/days-left';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { Figure } from '../figure';

/**
 * The plot panel's days of grazing left, with the standing forage they rest on, the convention in words
 * and the confidence of its coefficients; nothing while unknown.
 */
export function PlotForageFigure({ plotId }: { plotId: string }) {
  const { t, i18n } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const days = useDaysLeftText();
  const plot = useForageBudget(settlement._id).data?.plots.find((candidate) => candidate.plotId === plotId);
  if (!plot?.forage || plot.daysLeft === null) return null;
  return (
    <Stack gap={2}>
      <Figure
        label={t('forage.budget.daysLeft')}
        note={t('forage.budget.forageNow', {
          value: t('forage.units.kgDmHa', { value: formatNumber(plot.forage.kgHa, i18n.language, 0) }),
        })}
      >
        <span data-testid="plot-days-left">{days.days(plot.daysLeft)}</span>
      </Figure>
      <Text size="xs" c="dimmed">
        {t('forage.budget.convention')}
      </Text>
      <ConfidenceLabel confidence={plot.confidence} />
    </Stack>
  );
}
