import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import type { PlotForage } from '../api/get-forage-budget';

/**
 * What a plot's days left rest on: the forage standing now (how and when it was estimated) and what
 * the animals there eat a day, with a word when some weights were assumed.
 */
export function PlotForageNote({ plot }: { plot: PlotForage }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  const weightAssumed = plot.roundups.reduce((sum, group) => sum + group.weightAssumed, 0);
  return (
    <Stack gap={0}>
      {plot.forage && (
        <Text size="xs">
          {t('forage.budget.forageNow', {
            value: t('forage.units.kgDmHa', { value: number(plot.forage.kgDmHa) }),
          })}
          {' · '}
          <Text span size="xs" c="dimmed">
            {t('forage.budget.forageNote', {
              method: t(`forage.methods.${plot.forage.method}`),
              date: formatDay(plot.forage.date, i18n.language),
            })}
          </Text>
        </Text>
      )}
      {plot.forage && plot.forage.consumedKgDm > 0 && (
        <Text size="xs" c="dimmed">
          {t('forage.budget.eatenSince', {
            estimated: t('forage.units.kgDmHa', { value: number(plot.forage.estimatedKgDmHa) }),
            value: t('forage.units.kgDm', { value: number(plot.forage.consumedKgDm) }),
          })}
        </Text>
      )}
      {plot.animals > 0 && (
        <Text size="xs">
          {t('forage.budget.demand', {
            value: t('forage.units.kgDmDay', { value: number(plot.demandKgDmPerDay) }),
          })}
          {' · '}
          {t('forage.budget.demandNote', { count: plot.animals, formatted: number(plot.animals) })}
        </Text>
      )}
      {weightAssumed > 0 && (
        <Text size="xs" c="dimmed">
          {t('forage.budget.weightAssumed', { count: weightAssumed })}
        </Text>
      )}
    </Stack>
  );
}
