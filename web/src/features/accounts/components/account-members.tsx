import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconTrash, IconX } from '@tabler/icons-react';
import type { AccountMember } from '@tropero/shared/contracts/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { useAccountInvitations, type AccountInvitation } from '../api/get-account-invitations';
import { useAccountMembers } from '../api/get-account-members';
import { useRemoveAccountMember } from '../api/remove-account-member';
import { useSetMemberRole, type MemberRole } from '../api/set-member-role';
import { useTransferAccount } from '../api/transfer-account';
import { useWithdrawAccountInvitation } from '../api/withdraw-account-invitation';
import { MemberInviteForm } from './member-invite-form';

const ROLES = ['invite', 'admin'] as const;

function MemberRow({ accountId, member }: { accountId: string; member: AccountMember }) {
  const { t } = useTranslation();
  const setRole = useSetMemberRole(accountId);
  const remove = useRemoveAccountMember(accountId);
  const owner = member.role === 'owner';
  const confirmRemove = async () => {
    if (!(await confirmAction('delete', t('accounts.manage.removeDetails', { name: member.name })))) return;
    remove.mutate(member.userId);
  };
  return (
    <Paper withBorder radius="md" p="sm" role="listitem">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            {owner && <IconCrown size={14} color="var(--mantine-color-yellow-7)" aria-hidden />}
            <Text size="sm" fw={600} truncate="end">
              {member.name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate="end">
            {member.email}
          </Text>
        </Stack>
        {owner ? (
          <Badge variant="light" color="yellow">
            {t('accounts.manage.roles.owner')}
          </Badge>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={t('accounts.manage.roleOf', { name: member.name })}
              size="xs"
              w={130}
              allowDeselect={false}
              value={member.role}
              disabled={setRole.isPending}
              onChange={(role) => role && setRole.mutate({ userId: member.userId, role: role as MemberRole })}
              data={ROLES.map((role) => ({ value: role, label: t(`accounts.manage.roles.${role}`) }))}
            />
            <ActionIcon
              variant="subtle"
              color="danger"
              size="lg"
              aria-label={t('accounts.manage.removeNamed', { name: member.name })}
              onClick={() => void confirmRemove()}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

function InvitationRow({ accountId, invitation }: { accountId: string; invitation: AccountInvitation }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawAccountInvitation(accountId);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" role="listitem">
      <Stack gap={0} miw={0}>
        <Text size="sm" truncate="end">
          {invitation.email}
        </Text>
        <Text size="xs" c="dimmed">
          {t('accounts.manage.pendingAs', { role: t(`accounts.manage.roles.${invitation.role}`) })}
        </Text>
      </Stack>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('accounts.manage.withdrawNamed', { email: invitation.email })}
        onClick={() => withdraw.mutate(invitation._id)}
      >
        <IconX size={18} />
      </ActionIcon>
    </Group>
  );
}

/** Hands the account to one of its active members, after the owner confirms. */
function TransferOwnership({ accountId, members }: { accountId: string; members: AccountMember[] }) {
  const { t } = useTranslation();
  const transfer = useTransferAccount(accountId);
  const [to, setTo] = useState<string | null>(null);
  const candidates = members.filter((m) => m.role !== 'owner' && m.active);
  if (candidates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('accounts.manage.transferNobody')}
      </Text>
    );
  }
  const confirmTransfer = async () => {
    const member = candidates.find((m) => m.userId === to);
    if (!member) return;
    if (!(await confirmAction('update', t('accounts.manage.transferDetails', { name: member.name })))) return;
    transfer.mutate(member.userId, { onSuccess: () => setTo(null) });
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('accounts.manage.transferTo')}
        style={{ flex: 1 }}
        miw={200}
        value={to}
        onChange={setTo}
        data={candidates.map((m) => ({ value: m.userId, label: `${m.name} · ${m.email}` }))}
      />
      <Button
        variant="light"
        color="danger"
        disabled={!to}
        loading={transfer.isPending}
        onClick={() => void confirmTransfer()}
      >
        {t('accounts.manage.transfer')}
      </Button>
    </Group>
  );
}

/** The owner's side of "Administrar cuentas": members and roles, invitations, transfer. */
export function AccountMembers({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const members = useAccountMembers(accountId);
  const invitations = useAccountInvitations(accountId);
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('accounts.manage.members')}
      </Title>
      <QueryView query={members} loading={<ListSkeleton rows={2} />}>
        {(list) => (
          <Stack gap="xs" role="list" aria-label={t('accounts.manage.members')}>
            {list.map((member) => (
              <MemberRow key={member.userId} accountId={accountId} member={member} />
            ))}
          </Stack>
        )}
      </QueryView>
      <Title order={3} size="h5">
        {t('accounts.manage.invite')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('accounts.manage.inviteHint')}
      </Text>
      <MemberInviteForm accountId={accountId} />
      <QueryView query={invitations} loading={<ListSkeleton rows={1} />}>
        {(list) =>
          list.length > 0 && (
            <Stack gap="xs" role="list" aria-label={t('accounts.manage.pending')}>
              <Text size="sm" fw={600}>
                {t('accounts.manage.pending')}
              </Text>
              {list.map((invitation) => (
                <InvitationRow key={invitation._id} accountId={accountId} invitation={invitation} />
              ))}
            </Stack>
          )
        }
      </QueryView>
      <Title order={3} size="h5">
        {t('accounts.manage.transferTitle')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('accounts.manage.transferHint')}
      </Text>
      {members.data && <TransferOwnership accountId={accountId} members={members.data} />}
    </Stack>
  );
}
