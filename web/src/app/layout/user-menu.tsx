import { Avatar, Badge, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellCog, IconLogout, IconMessageCircleQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { roleOf } from '@tropero/shared/roles';
import { alertSettingsLink } from '../../features/alerts/alert-settings-link';
import { logout } from '../../features/auth/api/logout';
import { contactSupportLink } from '../../features/support/contact-support-link';
import { useUser } from '../../lib/session';
import { useAppInfo } from '../app-info';
import { href } from '../../config/routes';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The user's name, role, his alert settings and the logout action. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const { version } = useAppInfo();
  if (!user) return null;

  const signOut = async () => {
    await logout();
    navigate(href('login'), { replace: true });
  };

  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open', { name: user.name })}>
          <Avatar color="brand" variant="filled" radius="xl" size={36}>
            {initials(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py="xs">
          <Text fw={600} size="sm" truncate="end">
            {user.name}
          </Text>
          <Text c="dimmed" size="xs" truncate="end">
            {user.email}
          </Text>
          <Badge size="sm" variant="light" color="navy" mt={4}>
            {t(`roles.${roleOf(user.tags)}`)}
          </Badge>
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to={alertSettingsLink()} leftSection={<IconBellCog size={16} />}>
          {t('userMenu.alertSettings')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={contactSupportLink()}
          leftSection={<IconMessageCircleQuestion size={16} />}
        >
          {t('menu.contactSupport')}
        </Menu.Item>
        <Menu.Item color="danger" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('userMenu.logout')}
        </Menu.Item>
        <Menu.Divider />
        <Text size="xs" c="dimmed" px="sm" py={4}>
          {t('userMenu.version', { version })}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
