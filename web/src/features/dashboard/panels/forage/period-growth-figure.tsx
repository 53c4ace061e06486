import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import type { Biomass, BiomassFigures } from '../../../forage/api/get-biomass';
import { FigureSource } from '../../../forage/components/figure-source';
import { Figure } from '../figure';
import { METHOD_TABLES } from './figure-tables';

/**
 * "Crecimiento del período": what grew over the period shown, kg DM/ha and kg DM/ha/day with its dates
 * (the satellite method: "Cambio neto entre escenas", which may be negative). Never standing forage:
 * without a standing stock it says it gives no days of grazing.
 */
export function PeriodGrowthFigure({ biomass, figures }: { biomass: Biomass; figures: BiomassFigures }) {
  const { t, i18n } = useTranslation();
  const number = (value: number, digits = 0) => formatNumber(value, i18n.language, digits);
  const { growth } = figures;
  const netChange = biomass.method === 'satellite';
  const label = t(netChange ? 'forage.results.netChange' : 'forage.results.growth');
  const period = t('forage.results.growthPeriod', {
    from: formatDay(biomass.period.from, i18n.language),
    to: formatDay(biomass.period.to, i18n.language),
  });
  const basis = [
    netChange
      ? t('forage.sources.netChange')
      : t('forage.sources.growth', { method: t(`forage.methods.${biomass.method}`) }),
    ...(growth.waterFactor === null
      ? []
      : [t('forage.sources.waterFactor', { value: number(growth.waterFactor, 2) })]),
    ...(growth.regionFactor === null
      ? []
      : [t('forage.sources.regionFactor', { value: number(growth.regionFactor, 2) })]),
  ];
  return (
    <Stack gap={4} role="group" aria-label={label} data-testid="period-growth">
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Figure label={label} note={period}>
          {t('forage.units.kgDmHa', { value: number(growth.kgHa) })}
        </Figure>
        <FigureSource
          figure={label}
          basis={basis}
          coefficients={biomass.coefficients}
          tables={METHOD_TABLES[biomass.method]}
        />
      </Group>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('forage.units.kgDmHaDay', { value: number(growth.kgHaDay, 1) })}
      </Text>
      {figures.standingStock === null && (
        <Text size="xs" c="dimmed">
          {t('forage.results.growthOnly')}
        </Text>
      )}
    </Stack>
  );
}
