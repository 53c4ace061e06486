import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import type { Biomass } from '../../../forage/api/get-biomass';
import { BiomassNotices } from '../../../forage/components/biomass-notices';
import { CoefficientList } from '../../../forage/components/coefficient-list';
import { Figure } from '../figure';

/**
 * A biomass answer (spec §3 metrics): the forage and what it grew, what it feeds (rations, portions,
 * days of grazing, water, share consumed), the carbon it fixed — labelled as the above-ground
 * estimate it is (domain.md §7) — and the coefficients used with their sources.
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
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
            <Figure
              label={t('forage.results.biomass')}
              note={t('forage.units.kgDmHa', { value: number(figures.biomassKgHa) })}
            >
              {t('forage.units.kgDm', { value: number(figures.biomassKg) })}
            </Figure>
            <Figure
              label={t('forage.results.accumulated')}
              note={t('forage.units.kgDmHa', { value: number(figures.accumulatedKgHa) })}
            >
              {t('forage.units.kgDm', { value: number(figures.accumulatedKg) })}
            </Figure>
            <Figure label={t('forage.results.growth')}>
              {t('forage.units.kgDmHaDay', { value: number(figures.growthKgHaDay, 1) })}
            </Figure>
            <Figure
              label={t('forage.results.rations')}
              note={t('forage.results.rationNote', {
                value: t('forage.units.kgDm', { value: number(figures.rationKg, 1) }),
              })}
            >
              {number(figures.rations)}
            </Figure>
            {figures.portionKg !== null && (
              <Figure
                label={t('forage.results.portions')}
                note={
                  figures.animals === null
                    ? undefined
                    : t('forage.results.portionNote', { animals: number(figures.animals) })
                }
              >
                {t('forage.units.kgDm', { value: number(figures.portionKg) })}
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
            {figures.percentConsumed !== null && (
              <Figure label={t('forage.results.consumed')}>
                {t('forage.units.percent', { value: number(figures.percentConsumed, 1) })}
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
            <Text size="xs" fw={600} c="dimmed">
              {t('forage.results.carbonLabel')}
            </Text>
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
          {figures.grazingDays === null && figures.portionKg === null && (
            <Text size="xs" c="dimmed">
              {t('forage.results.askAnimals')}
            </Text>
          )}
        </>
      )}
      {biomass.coefficients.length > 0 && <CoefficientList coefficients={biomass.coefficients} />}
    </Stack>
  );
}
