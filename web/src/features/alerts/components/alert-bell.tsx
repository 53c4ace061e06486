import { ActionIcon, Button, Divider, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import { useUnreadSummary } from '../api/get-unread-summary';
import { useReadManyAlerts } from '../api/read-many-alerts';
import { AlertItem } from './alert-item';
import { badgeCount } from './alert-look';
import { useOpenAlert } from './use-open-alert';

/**
 * The top bar's bell (docs/ui.md): the unread count (the last known one at once, spec §3 "unread alerts"),
 * and on click the last five unread, "Ver todas" and "Marcar todas como leídas".
 */
export function AlertBell() {
  const { t, ready } = useTranslation('alerts', { useSuspense: false });
  const [opened, setOpened] = useState(false);
  const summary = useUnreadSummary();
  const readAll = useReadManyAlerts();
  const openAlert = useOpenAlert();
  const count = summary.data?.unreadAlertsCount ?? 0;
  const latest = summary.data?.lastFiveUnreadAlerts ?? [];
  const label = ready ? t('alerts.bell.label', { count }) : t('routes.alerts');

  return (
    <Indicator label={badgeCount(count)} disabled={count === 0} size={18} color="danger" offset={6} inline>
      {/* The top bar is fixed: the bell never scrolls out of view, so its dropdown never hides itself. */}
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        shadow="md"
        width={340}
        hideDetached={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.0"
            size="lg"
            aria-label={label}
            title={label}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          {ready && (
            <Stack gap={4} role="dialog" aria-label={t('alerts.bell.title')}>
              <Group justify="space-between" px="xs">
                <Text fw={700}>{t('alerts.bell.title')}</Text>
                <Text size="sm" c="dimmed">
                  {t('alerts.bell.unread', { count })}
                </Text>
              </Group>
              {latest.length === 0 ? (
                <Text size="sm" c="dimmed" p="sm">
                  {t('alerts.bell.none')}
                </Text>
              ) : (
                latest.map((alert) => (
                  <AlertItem
                    key={alert._id}
                    alert={alert}
                    onOpen={(chosen) => {
                      setOpened(false);
                      openAlert(chosen);
                    }}
                  />
                ))
              )}
              <Divider />
              <Group justify="space-between" gap="xs">
                <Button
                  variant="subtle"
                  size="sm"
                  leftSection={<IconChecks size={16} />}
                  disabled={count === 0}
                  loading={readAll.isPending}
                  onClick={() => readAll.mutate(undefined)}
                >
                  {t('alerts.actions.readAll')}
                </Button>
                <Button
                  component={Link}
                  to={href('alerts')}
                  variant="light"
                  size="sm"
                  onClick={() => setOpened(false)}
                >
                  {t('alerts.bell.seeAll')}
                </Button>
              </Group>
            </Stack>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
