import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import type { Alert } from '@tropero/shared/contracts/alerts';
import type { TFunction } from 'i18next';
import type { Column } from '../../../components/list/data-table';
import { ALERT_TYPE_ICON, SEVERITY_COLOR } from './alert-look';
import type { useAlertTexts } from './alert-texts';

/** The columns of /alerts (on a phone each row is a card with the same fields). */
export function alertColumns(t: TFunction, texts: ReturnType<typeof useAlertTexts>): Column<Alert>[] {
  return [
    {
      key: 'type',
      header: t('alerts.fields.type'),
      render: (alert) => {
        const Icon = ALERT_TYPE_ICON[alert.type];
        return (
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon
              variant="light"
              color={SEVERITY_COLOR[alert.severity]}
              radius="xl"
              size="md"
              aria-label={t(`alerts.severities.${alert.severity}`)}
            >
              <Icon size={16} aria-hidden="true" />
            </ThemeIcon>
            <Text size="sm" fw={alert.readAt === null ? 700 : 400}>
              {texts.typeName(alert)}
            </Text>
          </Group>
        );
      },
    },
    { key: 'subject', header: t('alerts.fields.subject'), render: (alert) => alert.subject.label },
    { key: 'settlement', header: t('alerts.fields.settlement'), render: (alert) => alert.settlementName },
    {
      key: 'openedAt',
      header: t('alerts.fields.openedAt'),
      render: (alert) => texts.dateTime(alert.openedAt),
      visibleFrom: 'lg',
    },
    { key: 'lastAt', header: t('alerts.fields.lastAt'), render: (alert) => texts.relative(alert.lastAt) },
    {
      key: 'count',
      header: t('alerts.fields.count'),
      render: (alert) => `×${alert.count}`,
      numeric: true,
      visibleFrom: 'md',
    },
    {
      key: 'state',
      header: t('alerts.fields.state'),
      render: (alert) => (
        <Badge
          variant="light"
          tt="none"
          miw="max-content"
          color={alert.state === 'open' ? SEVERITY_COLOR[alert.severity] : 'gray'}
        >
          {t(`alerts.states.${alert.state}`)}
        </Badge>
      ),
    },
    {
      key: 'read',
      header: t('alerts.fields.read'),
      render: (alert) => t(`alerts.read.${alert.readAt === null ? 'unread' : 'read'}`),
      visibleFrom: 'md',
    },
  ];
}
