import { Alert, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { accountsQueryOptions, getAccounts } from '../../../api/get-accounts';
import { EMAIL_NOT_VERIFIED } from '../../../api/resend-verification';
import { settlementMapLink } from '../../../config/dashboard-link';
import { queryClient } from '../../../config/query-client';
import { href } from '../../../config/routes';
import { PublicShell } from '../../../components/public-shell';
import { selectAccount } from '../../../lib/account-selection';
import {
  clearPendingInvite,
  inviteFromSearch,
  isWellFormedInvite,
  readPendingInvite,
} from '../../../lib/pending-invite';
import { useUser } from '../../../lib/session';
import { acceptInvite } from '../api/accept-invite';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { VerifyEmailFirst } from '../components/verify-email-first';

/** The invitation opens without its link's secret only for a verified email. */
const isEmailNotVerified = (error: unknown) => isApiError(error) && error.message === EMAIL_NOT_VERIFIED;

/**
 * The shared settlement belongs to the inviter's account, which the user now reaches too: the map
 * opens on it. The account list is fetched again, since it just changed, and kept for the layout.
 */
async function workOnAccount(userId: string, accountId: string): Promise<void> {
  const accounts = await getAccounts(userId);
  queryClient.setQueryData(accountsQueryOptions(userId).queryKey, accounts);
  const account = accounts.find((candidate) => candidate._id === accountId);
  if (account) selectAccount(userId, { id: account._id, accountType: account.accountType });
}

/**
 * /addinvite (spec §2): a settlement invitation from an invite link, kept as the pending invite
 * until the invited user, signed in, accepts or dismisses it.
 */
export default function AcceptInvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const user = useUser();
  const invite = inviteFromSearch(search) ?? readPendingInvite();
  // Ids that cannot be the server's cannot be an invitation it sent.
  const wellFormed = invite !== null && isWellFormedInvite(invite);
  const [state, setState] = useState<'idle' | 'accepting' | 'unavailable' | 'unverified' | 'failed'>(
    invite && !wellFormed ? 'unavailable' : 'idle',
  );
  const preview = useInvitationPreview(wellFormed ? invite : null, user !== null, queryClient);
  const unavailable = state === 'unavailable' || (isApiError(preview.error) && preview.error.status === 404);
  const unverified = state === 'unverified' || isEmailNotVerified(preview.error);

  const done = (to: string) => {
    clearPendingInvite();
    navigate(to, { replace: true });
  };

  const accept = async () => {
    if (!invite || !user) return;
    setState('accepting');
    try {
      const accepted = await acceptInvite(invite);
      // Accepted either way: if the accounts cannot be read now, the account chooser asks later.
      await workOnAccount(user._id, accepted.accountId).catch(() => undefined);
      done(settlementMapLink(accepted.settlementId));
    } catch (error) {
      if (isEmailNotVerified(error)) setState('unverified');
      else setState(isApiError(error) && error.status === 404 ? 'unavailable' : 'failed');
    }
  };

  if (!invite) {
    return (
      <PublicShell title={t('invites.title')}>
        <Stack gap="md">
          <Text c="dimmed">{t('invites.none')}</Text>
          <Button component={Link} to={href(user ? 'dashboard' : 'login')} size="md" fullWidth>
            {t(user ? 'guards.goToMap' : 'auth.backToLogin')}
          </Button>
        </Stack>
      </PublicShell>
    );
  }

  return (
    <PublicShell title={t('invites.title')} subtitle={t('invites.subtitle')}>
      <Stack gap="md">
        <List size="sm" spacing="xs" c="navy.7">
          <List.Item>{t('invites.willShare')}</List.Item>
          <List.Item>{t('invites.willAppear')}</List.Item>
        </List>
        {preview.data ? (
          <Text fw={600} c="navy.8">
            {t('invites.invitedBy', {
              inviter: preview.data.inviterName,
              settlement: preview.data.settlementName,
            })}
          </Text>
        ) : (
          preview.isLoading && <Skeleton h={22} w="80%" aria-label={t('common.loading')} />
        )}
        {unavailable && (
          <Alert
            role="alert"
            color="yellow"
            icon={<IconAlertTriangle size={20} />}
            title={t('invites.unavailable.title')}
          >
            {t('invites.unavailable.message')}
          </Alert>
        )}
        {unverified && <VerifyEmailFirst />}
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
        {user ? (
          <Group grow preventGrowOverflow={false}>
            <Button
              variant="default"
              size="md"
              leftSection={<IconX size={18} />}
              onClick={() => done(href('dashboard'))}
            >
              {t('invites.dismiss')}
            </Button>
            <Button
              size="md"
              leftSection={<IconCheck size={18} />}
              loading={state === 'accepting'}
              disabled={unverified}
              onClick={() => void accept()}
            >
              {t('invites.accept')}
            </Button>
          </Group>
        ) : (
          <Stack gap="xs">
            <Text size="sm">{t('invites.signInFirst')}</Text>
            <Button component={Link} to={href('login')} size="md" fullWidth>
              {t('invites.signIn')}
            </Button>
            <Button component={Link} to={href('register')} size="md" variant="default" fullWidth>
              {t('invites.register')}
            </Button>
          </Stack>
        )}
      </Stack>
    </PublicShell>
  );
}
