import { Badge, Group, Text } from '@mantine/core';
import type { SatelliteSource } from '@tropero/shared/contracts/green-index';
import { useTranslation } from 'react-i18next';

interface SourceLabelProps {
  source: SatelliteSource;
  simulated: boolean;
  /** The newest scene shown, ISO 8601: the year the Copernicus credit names. */
  sceneDate?: string;
}

/** Where the green index comes from: the satellite source, "simulado" when so, and the credit Copernicus asks for. */
export function SourceLabel({ source, simulated, sceneDate }: SourceLabelProps) {
  const { t } = useTranslation();
  const copernicus = !simulated && (source === 'earth-search' || source === 'cdse');
  return (
    <Group gap={6} wrap="wrap" data-testid="green-index-source">
      {simulated && (
        <Badge size="sm" color="gray" variant="light">
          {t('greenIndex.simulated')}
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {t('greenIndex.source', { source: t(`greenIndex.sources.${source}`) })}
        {copernicus &&
          ` · ${t('greenIndex.credit', { year: (sceneDate ? new Date(sceneDate) : new Date()).getUTCFullYear() })}`}
      </Text>
    </Group>
  );
}
