import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import type { Biomass, BiomassFigures, StandingStock } from '../../../forage/api/get-biomass';
import { FigureSource } from '../../../forage/components/figure-source';
import { StockBalance } from '../../../forage/components/stock-balance';
import { Figure } from '../figure';
import { GRAZING_TABLES, METHOD_TABLES } from './figure-tables';

interface StandingStockFiguresProps {
  biomass: Biomass;
  figures: BiomassFigures;
  stock: StandingStock;
}

/**
 * "Pasto en pie": the forage standing now — the latest clear scene's stock, plus the growth modelled
 * since, minus what the animals there ate since — and what only it feeds: rations, portions, days of
 * grazing and the share consumed, all from its usable part.
 */
export function StandingStockFigures({ biomass, figures, stock }: StandingStockFiguresProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number, digits = 0) => formatNumber(value, i18n.language, digits);
  const kgHa = (value: number) => t('forage.units.kgDmHa', { value: number(value) });
  const kg = (value: number) => t('forage.units.kgDm', { value: number(value) });
  const label = t('forage.results.standingStock');
  const grazing = [t('forage.sources.grazing')];
  return (
    <Stack gap="sm" role="group" aria-label={label} data-testid="standing-stock">
      <Stack gap={2}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Figure label={label} note={kg(stock.kg)}>
            {kgHa(stock.kgHa)}
          </Figure>
          <FigureSource
            figure={label}
            basis={[t('forage.sources.standingStock'), ...grazing]}
            coefficients={biomass.coefficients}
            tables={[...METHOD_TABLES.satellite, ...METHOD_TABLES[stock.growthMethod], ...GRAZING_TABLES]}
          />
        </Group>
        <Text size="xs">
          {t('forage.results.sceneAge', {
            date: formatDay(stock.sceneDate, i18n.language),
            count: stock.ageDays,
            formatted: number(stock.ageDays),
          })}
        </Text>
        <StockBalance stock={stock} />
        <Text size="xs" c="dimmed">
          {t('forage.results.usable', { value: kg(stock.usableKg) })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        {figures.rations !== null && (
          <Figure
            label={t('forage.results.rations')}
            note={t('forage.results.rationNote', {
              value: t('forage.units.kgDm', { value: number(figures.rationKg, 1) }),
            })}
          >
            {number(figures.rations)}
          </Figure>
        )}
        {figures.portionKg !== null && (
          <Figure
            label={t('forage.results.portions')}
            note={
              figures.animals === null
                ? undefined
                : t('forage.results.portionNote', { animals: number(figures.animals) })
            }
          >
            {kg(figures.portionKg)}
          </Figure>
        )}
        {figures.grazingDays !== null && (
          <Figure label={t('forage.results.grazingDays')}>
            {t('forage.units.days', {
              count: Math.floor(figures.grazingDays),
              formatted: number(figures.grazingDays, 1),
            })}
          </Figure>
        )}
        {figures.percentConsumed !== null && (
          <Figure label={t('forage.results.consumed')}>
            {t('forage.units.percent', { value: number(figures.percentConsumed, 1) })}
          </Figure>
        )}
      </SimpleGrid>
      {figures.grazingDays === null && figures.portionKg === null && (
        <Text size="xs" c="dimmed">
          {t('forage.results.askAnimals')}
        </Text>
      )}
    </Stack>
  );
}
