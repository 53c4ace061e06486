import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { Attribution, WeatherSource } from '@tropero/shared/contracts/weather';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';

interface WeatherCreditProps {
  source: WeatherSource | null | undefined;
  attribution: Attribution | undefined;
  /** When the figures were fetched or observed, epoch ms. */
  updatedAt?: number;
}

/**
 * Where the weather shown comes from: Open-Meteo credited with its link (CC BY 4.0), simulated data
 * said to be so, and how old the figures are.
 */
export function WeatherCredit({ source, attribution, updatedAt }: WeatherCreditProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      {source === 'simulated' && (
        <Badge size="sm" color="gray" variant="light">
          {t('weather.simulated')}
        </Badge>
      )}
      {attribution && (
        <Text size="xs" c="dimmed">
          <Anchor href={attribution.url} target="_blank" rel="noreferrer" size="xs">
            {t('weather.attribution')}
          </Anchor>
        </Text>
      )}
      {updatedAt !== undefined && (
        <Text size="xs" c="dimmed">
          {t('weather.updatedAt', { time: formatDateTime(updatedAt, i18n.language) })}
        </Text>
      )}
    </Group>
  );
}
