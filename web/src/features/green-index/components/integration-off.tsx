import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSatellite } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * What the green index is and how to get it, where the account lacks the satellite integration
 * (spec §5): an offer, never an error.
 */
export function IntegrationOff() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="green-index-off">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconSatellite size={20} aria-hidden="true" />
          <Text fw={700} c="navy.8">
            {t('greenIndex.off.title')}
          </Text>
          <Badge size="sm" color="brand" variant="light">
            {t('greenIndex.off.badge')}
          </Badge>
        </Group>
        <Text size="sm">{t('greenIndex.off.what')}</Text>
        <Text size="sm" fw={600}>
          {t('greenIndex.off.how')}
        </Text>
      </Stack>
    </Paper>
  );
}
