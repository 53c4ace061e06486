import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CoefficientVersionSummary } from '@tropero/shared/contracts/biomass';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';

interface CoefficientHistoryProps {
  versions: readonly CoefficientVersionSummary[];
  /** The version shown above. */
  shown: number | undefined;
  onShow: (version: number) => void;
}

/** Who changed a table, when and why, newest first; any version's rows one tap away. */
export function CoefficientHistory({ versions, shown, onShow }: CoefficientHistoryProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="coefficient-history">
      <Title order={2} size="h4" id="coefficient-history">
        {t('console.coefficients.history')}
      </Title>
      {versions.map((version) => (
        <Paper key={version.version} withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs">
                <Text fw={700}>{t('console.coefficients.version', { version: version.version })}</Text>
                {version.current && (
                  <Badge size="sm" variant="light">
                    {t('console.coefficients.current')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('console.coefficients.changedBy', {
                  who: version.author
                    ? `${version.author.name} (${version.author.email})`
                    : t('console.coefficients.shipped'),
                  when: formatDateTime(version.createdAt, i18n.language),
                })}
              </Text>
              {version.note && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {version.note}
                </Text>
              )}
            </Stack>
            <Button
              variant="light"
              size="compact-md"
              disabled={version.version === shown}
              onClick={() => onShow(version.version)}
            >
              {t('console.coefficients.show')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
