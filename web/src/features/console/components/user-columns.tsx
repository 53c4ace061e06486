import { Badge, Group } from '@mantine/core';
import type { User } from '@tropero/shared/auth';
import type { TFunction } from 'i18next';
import type { Column } from '../../../components/list/data-table';

export function ActiveBadge({ active, t }: { active: boolean; t: TFunction }) {
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'}>
      {t(active ? 'console.values.active' : 'console.values.inactive')}
    </Badge>
  );
}

export function TagBadges({ tags, t }: { tags: string[]; t: TFunction }) {
  if (tags.length === 0) return <Badge variant="outline">{t('console.users.roles.invite')}</Badge>;
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((tag) => (
        <Badge key={tag} variant="outline" color={tag === 'superadmin' ? 'danger' : 'navy'}>
          {t(`console.users.roles.${tag}`, { defaultValue: tag })}
        </Badge>
      ))}
    </Group>
  );
}

/** The columns of /users: the server lists them by email, in one order. */
export const userColumns = (t: TFunction): Column<User>[] => [
  { key: 'name', header: t('console.fields.name'), render: (user) => user.name },
  { key: 'email', header: t('console.fields.email'), render: (user) => user.email },
  { key: 'tags', header: t('console.fields.tags'), render: (user) => <TagBadges tags={user.tags} t={t} /> },
  {
    key: 'active',
    header: t('console.fields.state'),
    render: (user) => <ActiveBadge active={user.active} t={t} />,
  },
];
