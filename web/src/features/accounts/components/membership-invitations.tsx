import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { InvitationAnswer, MembershipInvitation } from '@tropero/shared/contracts/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsKey } from '../../../api/get-accounts';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { answerMembershipInvitation } from '../api/answer-membership-invitation';
import { membershipInvitationsKey, useMembershipInvitations } from '../api/get-membership-invitations';

/** One invitation with its two answers. */
function InvitationRow({ invitation, userId }: { invitation: MembershipInvitation; userId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [answering, setAnswering] = useState<InvitationAnswer | null>(null);
  const names = { account: invitation.accountName, inviter: invitation.inviterName };

  const answer = async (choice: InvitationAnswer) => {
    setAnswering(choice);
    try {
      await answerMembershipInvitation(invitation._id, choice);
      if (choice === 'accept') void notify('success', t('accounts.invitations.accepted', names));
    } catch {
      // The client has alerted; the list read again shows where the invitation stands.
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: membershipInvitationsKey(userId) }),
      client.invalidateQueries({ queryKey: accountsKey(userId) }),
    ]);
    setAnswering(null);
  };

  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm">
        {t('accounts.invitations.message', {
          ...names,
          role: t(`accounts.invitations.roles.${invitation.role}`),
        })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="default"
          loading={answering === 'decline'}
          disabled={answering === 'accept'}
          aria-label={t('accounts.invitations.declineNamed', names)}
          onClick={() => void answer('decline')}
        >
          {t('accounts.invitations.decline')}
        </Button>
        <Button
          size="compact-sm"
          loading={answering === 'accept'}
          disabled={answering === 'decline'}
          aria-label={t('accounts.invitations.acceptNamed', names)}
          onClick={() => void answer('accept')}
        >
          {t('accounts.invitations.accept')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * Above every page while invitations to join an account wait for the signed-in user's answer:
 * until he accepts one, his accounts stay as they are. Rendered once, by the layout.
 */
export function MembershipInvitations() {
  const { t } = useTranslation();
  const userId = useUser()?._id;
  const { data: invitations = [] } = useMembershipInvitations();
  if (!userId || invitations.length === 0) return null;
  return (
    <Alert
      color="brand"
      radius={0}
      icon={<IconUsersPlus size={20} />}
      title={t('accounts.invitations.title', { count: invitations.length })}
      // Named by its title: a landmark to find, not an alert that interrupts.
      role="region"
    >
      <Stack gap="xs">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation._id} invitation={invitation} userId={userId} />
        ))}
      </Stack>
    </Alert>
  );
}
