import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import type { PlotForage } from '../api/get-forage-budget';
import { ConfidenceLabel } from './confidence-label';
import { StockBalance } from './stock-balance';

/**
 * What a plot's days left rest on: the standing forage (the scene's day and age, the growth since and
 * what was eaten since), what the animals there eat a day, how many were counted with and without a
 * collar, a word when some weights were assumed, and how many coefficients are unverified.
 */
export function PlotForageNote({ plot }: { plot: PlotForage }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  const kgHa = (value: number) => t('forage.units.kgDmHa', { value: number(value) });
  const weightAssumed = plot.roundups.reduce((sum, group) => sum + group.weightAssumed, 0);
  const collared = plot.roundups.reduce((sum, group) => sum + group.collared, 0);
  const { forage } = plot;
  return (
    <Stack gap={0}>
      {forage && (
        <>
          <Text size="xs">
            {t('forage.budget.forageNow', { value: kgHa(forage.kgHa) })}
            {' · '}
            <Text span size="xs" c="dimmed">
              {t('forage.results.sceneAge', {
                date: formatDay(forage.sceneDate, i18n.language),
                count: forage.ageDays,
                formatted: number(forage.ageDays),
              })}
            </Text>
          </Text>
          <StockBalance stock={forage} />
        </>
      )}
      {plot.animals > 0 && (
        <>
          <Text size="xs">
            {t('forage.budget.demand', {
              value: t('forage.units.kgDmDay', { value: number(plot.demandKgDmPerDay) }),
            })}
            {' · '}
            {t('forage.budget.demandNote', { count: plot.animals, formatted: number(plot.animals) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('forage.budget.collared', {
              collared: number(collared),
              uncollared: number(plot.animals - collared),
            })}
          </Text>
        </>
      )}
      {weightAssumed > 0 && (
        <Text size="xs" c="dimmed">
          {t('forage.budget.weightAssumed', { count: weightAssumed })}
        </Text>
      )}
      {forage && plot.confidence.total > 0 && <ConfidenceLabel confidence={plot.confidence} />}
    </Stack>
  );
}
