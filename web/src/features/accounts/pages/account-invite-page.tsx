import { Button, Group, List, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { InvitationAnswer } from '@tropero/shared/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { accountsKey } from '../../../api/get-accounts';
import { queryClient } from '../../../config/query-client';
import {
  LeaveLink,
  LinkDone,
  LinkFailed,
  LinkPreview,
  LinkUnavailable,
  MailedLinkPage,
  linkProblem,
  useLinkAction,
} from '../../../components/mailed-link-page';
import { useUser } from '../../../lib/session';
import { membershipInvitationsKey } from '../api/get-membership-invitations';
import {
  answerInvitationByLink,
  invitationByLinkQueryOptions,
  type InvitationLink,
} from '../api/invitation-by-link';

const ANSWERED: Record<InvitationAnswer, { title: string; message: string }> = {
  accept: { title: 'accountInvite.accepted.title', message: 'accountInvite.accepted.message' },
  decline: { title: 'accountInvite.declined.title', message: 'accountInvite.declined.message' },
};

/**
 * /account-invite?invitation=…&token=… : the link of the mail inviting a user to join an account.
 * He accepts or declines here, signed in or not (the link's secret stands for him); nothing changes
 * in his accounts until he accepts.
 */
export default function AccountInvitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useUser();
  const invitationId = params.get('invitation');
  const token = params.get('token');
  const link: InvitationLink | null = invitationId && token ? { invitationId, token } : null;
  const { step, run } = useLinkAction<InvitationAnswer>(linkProblem);
  // A public page: outside the private layout's query provider, so the app's client is handed over.
  const invitation = useQuery(
    { ...invitationByLinkQueryOptions(link ?? { invitationId: '', token: '' }), enabled: link !== null },
    queryClient,
  );
  const unavailable = !link || step === 'unavailable' || linkProblem(invitation.error) === 'unavailable';

  const answer = async (choice: InvitationAnswer) => {
    if (!link) return;
    await run(async () => {
      await answerInvitationByLink(link, choice);
      if (user) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: accountsKey(user._id) }),
          queryClient.invalidateQueries({ queryKey: membershipInvitationsKey(user._id) }),
        ]);
      }
      return choice;
    });
  };

  // Once answered: what happened, and where to go (the app if signed in, else the login).
  if (step === 'accept' || step === 'decline') {
    return (
      <MailedLinkPage title={t('accountInvite.title')}>
        <LinkDone title={t(ANSWERED[step].title)} message={t(ANSWERED[step].message)} />
        <LeaveLink guestLabel="accountInvite.signIn" />
      </MailedLinkPage>
    );
  }

  return (
    <MailedLinkPage title={t('accountInvite.title')} subtitle={t('accountInvite.subtitle')}>
      <LinkPreview data={invitation.data} loading={invitation.isLoading}>
        {(data) => (
          <>
            <Text fw={600} c="navy.8">
              {t('accountInvite.invitedBy', { inviter: data.inviterName, account: data.accountName })}
            </Text>
            <List size="sm" spacing="xs" c="navy.7">
              <List.Item>{t(`accountInvite.role.${data.role}`)}</List.Item>
              <List.Item>{t('accountInvite.nothingChanges')}</List.Item>
            </List>
          </>
        )}
      </LinkPreview>
      {unavailable && (
        <LinkUnavailable title={t('invites.unavailable.title')}>
          {t('accountInvite.unavailable')}
        </LinkUnavailable>
      )}
      {step === 'failed' && <LinkFailed />}
      {invitation.data && !unavailable && (
        <Group grow preventGrowOverflow={false}>
          <Button
            variant="default"
            size="md"
            leftSection={<IconX size={18} />}
            disabled={step === 'busy'}
            onClick={() => void answer('decline')}
          >
            {t('accounts.invitations.decline')}
          </Button>
          <Button
            size="md"
            leftSection={<IconCheck size={18} />}
            loading={step === 'busy'}
            onClick={() => void answer('accept')}
          >
            {t('accounts.invitations.accept')}
          </Button>
        </Group>
      )}
      {unavailable && <LeaveLink variant="default" />}
    </MailedLinkPage>
  );
}
