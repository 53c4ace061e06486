import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SharedUser } from '../api/farm-types';

interface SharedUsersListProps {
  users: readonly SharedUser[];
  /** Takes access back, or withdraws an invitation; without it (a user who may only look) nothing can be. */
  onRemove?: (user: SharedUser) => void;
}

/** Who sees a settlement: people with access, and invitations still waiting to be accepted. */
export function SharedUsersList({ users, onRemove }: SharedUsersListProps) {
  const { t } = useTranslation();
  const removeLabel = (user: SharedUser) =>
    user.status === 'active'
      ? t('farm.sharing.revoke', { name: user.name ?? user.email })
      : t('farm.sharing.withdraw', { email: user.email });
  if (users.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('farm.sharing.nobody')}
      </Text>
    );
  }
  return (
    <Stack
      gap={0}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('farm.sharing.listLabel')}
    >
      {users.map((user) => (
        <Group
          key={`${user.email}-${user.status}`}
          component="li"
          justify="space-between"
          wrap="nowrap"
          py={6}
        >
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} truncate="end">
              {user.name ?? user.email}
            </Text>
            {user.name && (
              <Text size="xs" c="dimmed" truncate="end">
                {user.email}
              </Text>
            )}
          </Stack>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color="navy" size="sm">
              {t(`farm.sharing.roles.${user.role}`)}
            </Badge>
            <Badge
              variant={user.status === 'active' ? 'light' : 'outline'}
              color={user.status === 'active' ? 'brand' : 'yellow.9'}
              size="sm"
            >
              {t(`farm.sharing.status.${user.status}`)}
            </Badge>
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="danger"
                size="lg"
                aria-label={removeLabel(user)}
                title={removeLabel(user)}
                onClick={() => onRemove(user)}
              >
                <IconUserMinus size={18} />
              </ActionIcon>
            )}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
