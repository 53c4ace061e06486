import { Button, Group, MultiSelect } from '@mantine/core';
import type { User } from '@tropero/shared/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The tags that give rights (spec §6); a user may carry others, kept as they are. */
const ROLE_TAGS = ['admin', 'superadmin'];

/** A user's tags, chosen and saved. */
export function RolesInput({
  user,
  onSave,
  saving,
}: {
  user: User;
  onSave: (tags: string[]) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [tags, setTags] = useState(user.tags);
  const options = [...new Set([...ROLE_TAGS, ...user.tags])].map((tag) => ({
    value: tag,
    label: t(`console.users.roles.${tag}`, { defaultValue: tag }),
  }));
  const changed = [...tags].sort().join() !== [...user.tags].sort().join();
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <MultiSelect
        flex={1}
        label={t('console.fields.tags')}
        description={t('console.users.rolesHint')}
        data={options}
        value={tags}
        onChange={setTags}
        clearable
      />
      <Button variant="default" disabled={!changed} loading={saving} onClick={() => onSave(tags)}>
        {t('console.actions.save')}
      </Button>
    </Group>
  );
}
