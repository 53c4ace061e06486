import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMap2, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { useSettlements } from '../api/get-settlements';
import { rangeInterval, type QuickTimeRange } from '../time-ranges';
import classes from './map-stage.module.css';

/**
 * Where the map goes (the map issue draws it): for now the account's settlements over a plain
 * field background, filtered by the top bar's search.
 */
export function MapStage({ search, range }: { search: string; range: QuickTimeRange }) {
  const { t, i18n } = useTranslation();
  const { data: settlements, isPending, isError } = useSettlements();
  const term = search.trim().toLowerCase();
  const shown = settlements?.filter((settlement) => settlement.name.toLowerCase().includes(term)) ?? [];
  const coordinate = (value: number) => formatNumber(value, i18n.language, 4);
  const interval = rangeInterval(range);

  return (
    <div className={classes.stage} role="region" aria-label={t('dashboard.map.label')}>
      <Paper className={classes.card} shadow="md" radius="lg" p="lg" withBorder>
        <Group gap="sm" wrap="nowrap" mb="sm">
          <ThemeIcon size={40} radius="xl" color="brand" variant="light">
            <IconMap2 size={22} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} size="h4" c="navy.8">
              {t('dashboard.map.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.map.comingSoon')}
            </Text>
          </Stack>
        </Group>
        <Text size="xs" c="dimmed" mb="sm" className={classes.coordinates}>
          {t('dashboard.ranges.interval', {
            from: formatDateTime(interval.from, i18n.language),
            to: formatDateTime(interval.to, i18n.language),
          })}
        </Text>
        {isPending && <Skeleton h={48} radius="md" />}
        {isError && (
          <Text size="sm" c="danger.8">
            {t('dashboard.map.loadFailed')}
          </Text>
        )}
        {settlements && settlements.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('dashboard.map.empty')}
          </Text>
        )}
        {settlements && settlements.length > 0 && shown.length === 0 && (
          <Text size="sm" c="dimmed" role="status">
            {t('dashboard.search.noResults')}
          </Text>
        )}
        <Stack gap="xs">
          {shown.map((settlement) => (
            <Group key={settlement._id} gap="sm" wrap="nowrap" className={classes.settlement}>
              <IconMapPin size={20} color="var(--mantine-color-danger-7)" />
              <Stack gap={0} miw={0}>
                <Text fw={600} truncate="end">
                  {settlement.name}
                </Text>
                <Text size="xs" c="dimmed" className={classes.coordinates}>
                  {coordinate(settlement.location.lat)}, {coordinate(settlement.location.lng)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Paper>
    </div>
  );
}
