import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { accountsQueryOptions, getAccounts } from '../../../api/get-accounts';
import { EMAIL_NOT_VERIFIED } from '../../../api/resend-verification';
import { settlementMapLink } from '../../../config/dashboard-link';
import { queryClient } from '../../../config/query-client';
import { href } from '../../../config/routes';
import {
  LeaveLink,
  LinkFailed,
  LinkMissing,
  LinkPreview,
  LinkUnavailable,
  MailedLinkPage,
  linkProblem,
  useLinkAction,
  type LinkProblem,
} from '../../../components/mailed-link-page';
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

const problemOf = (error: unknown): LinkProblem | 'unverified' =>
  isEmailNotVerified(error) ? 'unverified' : linkProblem(error);

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
  const { step, run } = useLinkAction<'accepted', LinkProblem | 'unverified'>(
    problemOf,
    invite && !wellFormed ? 'unavailable' : 'idle',
  );
  const preview = useInvitationPreview(wellFormed ? invite : null, user !== null, queryClient);
  const unavailable = step === 'unavailable' || linkProblem(preview.error) === 'unavailable';
  const unverified = step === 'unverified' || isEmailNotVerified(preview.error);

  const done = (to: string) => {
    clearPendingInvite();
    navigate(to, { replace: true });
  };

  const accept = async () => {
    if (!invite || !user) return;
    await run(async () => {
      const accepted = await acceptInvite(invite);
      // Accepted either way: if the accounts cannot be read now, the account chooser asks later.
      await workOnAccount(user._id, accepted.accountId).catch(() => undefined);
      done(settlementMapLink(accepted.settlementId));
      return 'accepted';
    });
  };

  if (!invite) {
    return (
      <MailedLinkPage title={t('invites.title')}>
        <LinkMissing message={t('invites.none')} />
        <LeaveLink />
      </MailedLinkPage>
    );
  }

  return (
    <MailedLinkPage title={t('invites.title')} subtitle={t('invites.subtitle')}>
      <List size="sm" spacing="xs" c="navy.7">
        <List.Item>{t('invites.willShare')}</List.Item>
        <List.Item>{t('invites.willAppear')}</List.Item>
      </List>
      <LinkPreview data={preview.data} loading={preview.isLoading}>
        {(data) => (
          <Text fw={600} c="navy.8">
            {t('invites.invitedBy', { inviter: data.inviterName, settlement: data.settlementName })}
          </Text>
        )}
      </LinkPreview>
      {unavailable && (
        <LinkUnavailable title={t('invites.unavailable.title')}>
          {t('invites.unavailable.message')}
        </LinkUnavailable>
      )}
      {unverified && <VerifyEmailFirst />}
      {step === 'failed' && <LinkFailed />}
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
            loading={step === 'busy'}
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
    </MailedLinkPage>
  );
}
