import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { EnergyCoefficientsUsed } from '@tropero/shared/contracts/herd-activity';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** Whose weight the energy used: one animal's (recorded or its category's), or each animal's of a herd. */
export type EnergyWeight =
  { weightKg: number; weightAssumed: boolean } | { animals: number; weightsAssumed: number };

interface EnergyBasisProps {
  coefficients: EnergyCoefficientsUsed;
  weight: EnergyWeight;
  /** The collar's fix interval, seconds (one animal's answer only); null when it could not be measured. */
  fixIntervalSeconds?: number | null;
}

/**
 * The basis of the km and energy figures, one tap away (issue 22): the EN and EM formulas with the
 * current coefficients, the weight used, the collar's fix interval, the distance filter and the
 * versions of the tables.
 */
export function EnergyBasis({ coefficients, weight, fixIntervalSeconds }: EnergyBasisProps) {
  const { t, i18n } = useTranslation();
  const n = (value: number, digits = 3) => formatNumber(value, i18n.language, digits);
  const { energy, distance } = coefficients;
  const label = t('telemetry.energy.basis.open');
  return (
    <Popover position="bottom-start" shadow="md" width={320} withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" aria-label={label} title={label}>
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="dialog" aria-label={t('telemetry.energy.basis.title')}>
          <Text size="sm" fw={600}>
            {t('telemetry.energy.basis.title')}
          </Text>
          <Text size="xs">
            {t('telemetry.energy.basis.en', {
              nem: n(energy.nemPerSbw075),
              sbw: n(energy.sbwRatio),
              grazing: n(energy.grazingFactor),
              walking: n(energy.walkingMcalPerKgKm, 5),
            })}
          </Text>
          <Text size="xs">
            {t('telemetry.energy.basis.em', { km: n(energy.km), me: n(energy.dietMeMcalPerKgDm, 2) })}
          </Text>
          <Text size="xs">
            {'weightKg' in weight
              ? t(
                  weight.weightAssumed
                    ? 'telemetry.energy.basis.weightAssumed'
                    : 'telemetry.energy.basis.weight',
                  {
                    value: n(weight.weightKg, 0),
                  },
                )
              : t('telemetry.energy.basis.herdWeight', {
                  assumed: n(weight.weightsAssumed, 0),
                  animals: n(weight.animals, 0),
                })}
          </Text>
          {fixIntervalSeconds !== undefined && (
            <Text size="xs">
              {fixIntervalSeconds === null
                ? t('telemetry.energy.basis.noFixInterval')
                : t('telemetry.energy.basis.fixInterval', { value: n(fixIntervalSeconds / 60, 1) })}
            </Text>
          )}
          <Text size="xs">
            {t('telemetry.energy.basis.distance', {
              minStep: n(distance.minStepMeters, 1),
              maxSpeed: n(distance.maxSpeedKmh, 1),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('telemetry.energy.basis.versions', { energy: energy.version, distance: distance.version })}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
