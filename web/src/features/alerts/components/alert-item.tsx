import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Alert } from '@tropero/shared/contracts/alerts';
import { ALERT_TYPE_ICON, SEVERITY_COLOR } from './alert-look';
import { useAlertTexts } from './alert-texts';
import classes from './alerts.module.css';

interface AlertItemProps {
  alert: Alert;
  onOpen: (alert: Alert) => void;
}

/** One alert in a short list (the bell, the feed): its type, subject, settlement and how long ago. */
export function AlertItem({ alert, onOpen }: AlertItemProps) {
  const texts = useAlertTexts();
  const Icon = ALERT_TYPE_ICON[alert.type];
  const unread = alert.readAt === null;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      onClick={() => onOpen(alert)}
      aria-label={`${texts.typeName(alert)}: ${alert.subject.label}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={SEVERITY_COLOR[alert.severity]} radius="xl" size="lg">
          <Icon size={18} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={0} miw={0} flex={1}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={unread ? 700 : 500} truncate="end">
              {texts.typeName(alert)}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {texts.relative(alert.lastAt)}
            </Text>
          </Group>
          <Text size="sm" truncate="end">
            {alert.subject.label}
            {alert.count > 1 && ` · ×${alert.count}`}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {alert.settlementName}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
