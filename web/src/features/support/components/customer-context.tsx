import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/dates';
import { useCustomerContext } from '../api/conversation';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The customer beside the thread: account, plan, settlements, collars (last seen, battery), alerts. */
export function CustomerContextPanel({ conversationKey }: { conversationKey: string }) {
  const { t, i18n } = useTranslation();
  const context = useCustomerContext(conversationKey);
  return (
    <Paper withBorder radius="lg" p="md">
      <QueryView query={context}>
        {({ user, account, settlements, devices, deviceTotal, recentAlerts }) => (
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('support.context.title')}
            </Title>
            {!user && (
              <Text size="sm" c="dimmed">
                {t('support.context.unknown')}
              </Text>
            )}
            {user && (
              <Section title={t('support.context.user')}>
                <Text size="sm" fw={600}>
                  {user.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {user.email}
                </Text>
              </Section>
            )}
            {account && (
              <Section title={t('support.context.account')}>
                <Group gap="xs">
                  <Text size="sm">{account.name}</Text>
                  <Badge variant="light" color={account.accountType === 'FULL' ? 'brand' : 'gray'}>
                    {t('support.context.plan', { plan: account.accountType })}
                  </Badge>
                </Group>
              </Section>
            )}
            {user && (
              <Section title={t('support.context.settlements')}>
                {settlements.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('support.context.none')}
                  </Text>
                ) : (
                  <List size="sm" spacing={2}>
                    {settlements.map((settlement) => (
                      <List.Item key={settlement._id}>{settlement.name}</List.Item>
                    ))}
                  </List>
                )}
              </Section>
            )}
            {user && (
              <Section title={t('support.context.devices', { count: deviceTotal })}>
                {devices.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('support.context.none')}
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {devices.map((device) => (
                      <Group key={device._id} justify="space-between" gap="xs" wrap="nowrap">
                        <Text size="sm" ff="monospace" truncate>
                          {device.identifier}
                        </Text>
                        <Text size="xs" c="dimmed" ta="right">
                          {device.lastSeen
                            ? formatDateTime(new Date(device.lastSeen).toISOString(), i18n.language)
                            : t('support.context.neverSeen')}
                          {device.battery !== null && ` · ${device.battery} %`}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Section>
            )}
            {user && (
              <Section title={t('support.context.alerts')}>
                {recentAlerts.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('support.context.noAlerts')}
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {recentAlerts.map((alert) => (
                      <Text key={alert._id} size="sm">
                        {t(`alerts.types.${alert.type}`)} · {alert.settlementName} ·{' '}
                        {formatDateTime(alert.openedAt, i18n.language)}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Section>
            )}
          </Stack>
        )}
      </QueryView>
    </Paper>
  );
}
