import { Alert, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { InvitationAnswer } from '@tropero/shared/contracts/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { accountsKey } from '../../../api/get-accounts';
import { queryClient } from '../../../config/query-client';
import { href } from '../../../config/routes';
import { PublicShell } from '../../../components/public-shell';
import { useUser } from '../../../lib/session';
import { membershipInvitationsKey } from '../api/get-membership-invitations';
import {
  answerInvitationByLink,
  invitationByLinkQueryOptions,
  type InvitationLink,
} from '../api/invitation-by-link';

type State = 'idle' | 'answering' | InvitationAnswer | 'unavailable' | 'failed';

const ANSWERED: Record<InvitationAnswer, { title: string; message: string }> = {
  accept: { title: 'accountInvite.accepted.title', message: 'accountInvite.accepted.message' },
  decline: { title: 'accountInvite.declined.title', message: 'accountInvite.declined.message' },
};

/** Once answered: what happened, and where to go (the app if signed in, else the login). */
function Answered({ answer, signedIn }: { answer: InvitationAnswer; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="brand"
        icon={<IconCircleCheck size={20} />}
        role="status"
        title={t(ANSWERED[answer].title)}
      >
        {t(ANSWERED[answer].message)}
      </Alert>
      <Button component={Link} to={href(signedIn ? 'dashboard' : 'login')} size="md" fullWidth>
        {t(signedIn ? 'guards.goToMap' : 'accountInvite.signIn')}
      </Button>
    </Stack>
  );
}

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
  const [state, setState] = useState<State>('idle');
  // A public page: outside the private layout's query provider, so the app's client is handed over.
  const invitation = useQuery(
    { ...invitationByLinkQueryOptions(link ?? { invitationId: '', token: '' }), enabled: link !== null },
    queryClient,
  );
  const unavailable =
    !link || state === 'unavailable' || (isApiError(invitation.error) && invitation.error.status === 404);

  const answer = async (choice: InvitationAnswer) => {
    if (!link) return;
    setState('answering');
    try {
      await answerInvitationByLink(link, choice);
      if (user) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: accountsKey(user._id) }),
          queryClient.invalidateQueries({ queryKey: membershipInvitationsKey(user._id) }),
        ]);
      }
      setState(choice);
    } catch (error) {
      setState(isApiError(error) && error.status === 404 ? 'unavailable' : 'failed');
    }
  };

  if (state === 'accept' || state === 'decline') {
    return (
      <PublicShell title={t('accountInvite.title')}>
        <Answered answer={state} signedIn={user !== null} />
      </PublicShell>
    );
  }

  return (
    <PublicShell title={t('accountInvite.title')} subtitle={t('accountInvite.subtitle')}>
      <Stack gap="md">
        {invitation.data ? (
          <>
            <Text fw={600} c="navy.8">
              {t('accountInvite.invitedBy', {
                inviter: invitation.data.inviterName,
                account: invitation.data.accountName,
              })}
            </Text>
            <List size="sm" spacing="xs" c="navy.7">
              <List.Item>{t(`accountInvite.role.${invitation.data.role}`)}</List.Item>
              <List.Item>{t('accountInvite.nothingChanges')}</List.Item>
            </List>
          </>
        ) : (
          invitation.isLoading && <Skeleton h={22} w="80%" aria-label={t('common.loading')} />
        )}
        {unavailable && (
          <Alert
            role="alert"
            color="yellow"
            icon={<IconAlertTriangle size={20} />}
            title={t('invites.unavailable.title')}
          >
            {t('accountInvite.unavailable')}
          </Alert>
        )}
        {state === 'failed' && (
          <Alert
            role="alert"
            color="danger"
            icon={<IconAlertTriangle size={20} />}
            title={t('auth.login.errors.failed.title')}
          >
            {t('auth.login.errors.failed.message')}
          </Alert>
        )}
        {invitation.data && !unavailable && (
          <Group grow preventGrowOverflow={false}>
            <Button
              variant="default"
              size="md"
              leftSection={<IconX size={18} />}
              disabled={state === 'answering'}
              onClick={() => void answer('decline')}
            >
              {t('accounts.invitations.decline')}
            </Button>
            <Button
              size="md"
              leftSection={<IconCheck size={18} />}
              loading={state === 'answering'}
              onClick={() => void answer('accept')}
            >
              {t('accounts.invitations.accept')}
            </Button>
          </Group>
        )}
        {unavailable && (
          <Button
            component={Link}
            to={href(user ? 'dashboard' : 'login')}
            size="md"
            variant="default"
            fullWidth
          >
            {t(user ? 'guards.goToMap' : 'auth.backToLogin')}
          </Button>
        )}
      </Stack>
    </PublicShell>
  );
}
