import { Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Confidence } from '@tropero/shared/contracts/biomass';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/**
 * How much an estimate rests on unverified coefficients, said beside its figures:
 * "estimado, 9 de 13 coeficientes sin verificar".
 */
export function ConfidenceLabel({ confidence }: { confidence: Confidence }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" data-testid="confidence-label">
      <IconAlertCircle size={14} aria-hidden="true" color="var(--mantine-color-yellow-8)" />
      <Text size="xs" fw={600} c="dimmed">
        {t('forage.confidence', {
          count: confidence.total,
          formatted: formatNumber(confidence.total, i18n.language, 0),
          unverified: formatNumber(confidence.unverified, i18n.language, 0),
        })}
      </Text>
    </Group>
  );
}
