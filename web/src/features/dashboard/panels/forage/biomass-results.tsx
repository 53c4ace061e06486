import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import type { Biomass } from '../../../forage/api/get-biomass';
import { BiomassNotices } from '../../../forage/components/biomass-notices';
import { CoefficientList } from '../../../forage/components/coefficient-list';
import { ConfidenceLabel } from '../../../forage/components/confidence-label';
import { FigureSource } from '../../../forage/components/figure-source';
import { Figure } from '../figure';
import { CARBON_TABLES } from './figure-tables';
import { PeriodGrowthFigure } from './period-growth-figure';
import { StandingStockFigures } from './standing-stock-figures';

/**
 * A biomass answer (spec §3 metrics) as two labelled figures that are never confused: "Pasto en pie",
 * the forage standing now with what only it feeds (rations, portions, days of grazing, share consumed),
 * and "Crecimiento del período"; then water, the carbon fixed — labelled as the above-ground estimate it
 * is (docs/domain.md §7) — how many of its coefficients are unverified, and each figure's source one tap
 * away.
 */
export function BiomassResults({ biomass, plotName }: { biomass: Biomass; plotName: string }) {
  const { t, i18n } = useTranslation();
  const { figures } = biomass;
  const number = (value: number, digits = 0) => formatNumber(value, i18n.language, digits);
  return (
    <Stack gap="sm" aria-live="polite" data-testid="biomass-results">
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h5" c="navy.8">
            {t('forage.results.title', { crop: biomass.cropTypeName, plot: plotName })}
          </Title>
          {biomass.simulated && (
            <Badge size="sm" variant="outline" color="gray">
              {t('forage.simulated')}
            </Badge>
          )}
        </Group>
        {biomass.confidence.total > 0 && <ConfidenceLabel confidence={biomass.confidence} />}
        <Text size="xs" c="dimmed">
          {t('forage.results.period', {
            from: formatDay(biomass.period.from, i18n.language),
            to: formatDay(biomass.period.to, i18n.language),
            method: t(`forage.methods.${biomass.method}`),
          })}
        </Text>
      </Stack>
      <BiomassNotices notices={biomass.notices} coveredDays={figures?.coveredDays} />
      {figures && (
        <>
          {figures.standingStock && (
            <StandingStockFigures biomass={biomass} figures={figures} stock={figures.standingStock} />
          )}
          <PeriodGrowthFigure biomass={biomass} figures={figures} />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
            {figures.waterLitres !== null && (
              <Figure
                label={t('forage.results.water')}
                note={
                  figures.waterTemperatureC === null
                    ? undefined
                    : t('forage.results.waterNote', {
                        temperature: t('forage.units.celsius', {
                          value: number(figures.waterTemperatureC, 1),
                        }),
                      })
                }
              >
                {t('forage.units.litres', { value: number(figures.waterLitres) })}
              </Figure>
            )}
            <Figure label={t('forage.results.region')}>
              <Text span size="sm" fw={700}>
                {biomass.region.name}
              </Text>
            </Figure>
            <Figure label={t('forage.results.quality')}>
              <Text span size="sm" fw={700}>
                {biomass.quality ?? t('forage.results.noQuality')}
              </Text>
            </Figure>
          </SimpleGrid>
          <Stack gap={4} role="group" aria-label={t('forage.results.carbonLabel')}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="xs" fw={600} c="dimmed">
                {t('forage.results.carbonLabel')}
              </Text>
              <FigureSource
                figure={t('forage.results.carbonLabel')}
                basis={[t('forage.sources.carbon')]}
                coefficients={biomass.coefficients}
                tables={CARBON_TABLES}
              />
            </Group>
            <SimpleGrid cols={2} spacing="sm">
              <Figure label={t('forage.results.carbon')}>
                {t('forage.units.tonnes', { value: number(figures.carbonT, 2) })}
              </Figure>
              <Figure label={t('forage.results.co2')}>
                {t('forage.units.tonnesCo2', { value: number(figures.co2T, 2) })}
              </Figure>
            </SimpleGrid>
          </Stack>
          {figures.ndvi !== null && figures.sceneDate && (
            <Text size="xs" c="dimmed">
              {t('forage.results.ndvi', {
                value: number(figures.ndvi, 2),
                date: formatDay(figures.sceneDate, i18n.language),
              })}
            </Text>
          )}
        </>
      )}
      {biomass.coefficients.length > 0 && <CoefficientList coefficients={biomass.coefficients} />}
    </Stack>
  );
}
