import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconKey, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view';
import { useUser } from '../api/get-user';
import { AuditEntries } from './audit-entries';
import { DrawerSection } from './drawer-section';
import { RolesInput } from './roles-input';
import { ActiveBadge } from './user-columns';
import { useUserActions } from './user-actions';
import { SideDrawer } from '../../../components/side-drawer';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** One user in the console: his record, his accounts, the actions on him and their audit log. */
export function UserDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useUser(userId);
  const actions = useUserActions();
  return (
    <SideDrawer
      opened={userId !== null}
      onClose={onClose}
      title={detail.data?.user.name ?? t('console.users.detail')}
    >
      {userId && (
        <QueryView query={detail} loading={<Skeleton h={240} />}>
          {({ user, accounts }) => (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Field label={t('console.fields.email')}>{user.email}</Field>
                <Field label={t('console.fields.state')}>
                  <ActiveBadge active={user.active} t={t} />
                </Field>
                <Field label={t('console.fields.language')}>{t(`language.names.${user.language}`)}</Field>
                <Field label={t('console.fields.emailVerified')}>
                  {t(user.emailVerified ? 'console.values.yes' : 'console.values.no')}
                </Field>
                <Field label={t('console.fields.needsPasswordReset')}>
                  {t(user.needsPasswordReset ? 'console.values.yes' : 'console.values.no')}
                </Field>
              </SimpleGrid>
              <RolesInput
                key={user.tags.join()}
                user={user}
                saving={actions.pending}
                onSave={(tags) => void actions.setTags(user, tags)}
              />
              <Group gap="xs" wrap="wrap">
                <Button
                  variant="default"
                  leftSection={user.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                  onClick={() => void actions.setActive(user, !user.active)}
                >
                  {t(user.active ? 'console.users.deactivate' : 'console.users.activate')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconKey size={16} />}
                  disabled={!user.active}
                  onClick={() => void actions.resetPassword(user)}
                >
                  {t('console.users.resetPassword')}
                </Button>
                <Button
                  variant="light"
                  color="danger"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void actions.remove(user).then((deleted) => deleted && onClose())}
                >
                  {t('console.actions.delete')}
                </Button>
              </Group>
              <DrawerSection
                title={t('console.users.accounts')}
                empty={accounts.length === 0 ? t('console.users.noAccounts') : undefined}
              >
                <Stack gap={4}>
                  {accounts.map((account) => (
                    <Group key={account._id} gap="xs" justify="space-between" wrap="nowrap">
                      <Text size="sm" truncate>
                        {account.name}
                        {account.ownerId === user._id && (
                          <Text span size="xs" c="dimmed">
                            {' · '}
                            {t('console.users.owner')}
                          </Text>
                        )}
                      </Text>
                      <Badge variant="light">{account.accountType}</Badge>
                    </Group>
                  ))}
                </Stack>
              </DrawerSection>
              <AuditEntries subjectType="user" subjectId={user._id} />
            </Stack>
          )}
        </QueryView>
      )}
    </SideDrawer>
  );
}
