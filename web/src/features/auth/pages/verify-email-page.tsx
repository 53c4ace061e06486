import { Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { href } from '../../../config/routes';
import {
  LeaveLink,
  LinkDone,
  LinkFailed,
  LinkMissing,
  LinkUnavailable,
  MailedLinkPage,
  useLinkAction,
  type LinkProblem,
} from '../../../components/mailed-link-page';
import { ResendVerification } from '../../../components/resend-verification';
import { inviteSearch, readPendingInvite } from '../../../lib/pending-invite';
import { storeUser, useUser } from '../../../lib/session';
import { INVALID_VERIFICATION_LINK, verifyEmail } from '../api/verify-email';

/** A used or expired link says so in its message (not a 404: the user may well exist). */
const problemOf = (error: unknown): LinkProblem =>
  isApiError(error) && error.message === INVALID_VERIFICATION_LINK ? 'unavailable' : 'failed';

/** Where to go once the email is verified: the invitation he signed up for, the map, or the login. */
function NextStep() {
  const { t } = useTranslation();
  const signedIn = useUser() !== null;
  const invite = readPendingInvite();
  if (signedIn && invite) {
    return (
      <Button component={Link} to={href('addInvite', {}, inviteSearch(invite))} size="md" fullWidth>
        {t('verifyEmail.openInvitation')}
      </Button>
    );
  }
  return <LeaveLink />;
}

/**
 * /verify-email?id=…&token=… : the link mailed at sign-up. The email is verified on a click, not on
 * opening the page, so that a mail scanner that opens links does not use it up.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useUser();
  const userId = params.get('id');
  const token = params.get('token');
  const { step, run } = useLinkAction<'verified'>(problemOf);

  if (!userId || !token) {
    return (
      <MailedLinkPage title={t('verifyEmail.title')}>
        <LinkMissing message={t('verifyEmail.missingLink')} />
        <NextStep />
      </MailedLinkPage>
    );
  }

  if (step === 'verified') {
    return (
      <MailedLinkPage title={t('verifyEmail.title')}>
        <LinkDone title={t('verifyEmail.doneTitle')} message={t('verifyEmail.doneMessage')} />
        <NextStep />
      </MailedLinkPage>
    );
  }

  const confirm = () =>
    run(async () => {
      await verifyEmail(userId, token);
      if (user?._id === userId) storeUser({ ...user, emailVerified: true });
      return 'verified';
    });

  return (
    <MailedLinkPage title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle')}>
      {step === 'unavailable' && (
        <LinkUnavailable title={t('verifyEmail.invalidTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t(user ? 'verifyEmail.invalidMessage' : 'verifyEmail.invalidSignIn')}</Text>
            {user && <ResendVerification />}
          </Stack>
        </LinkUnavailable>
      )}
      {step === 'failed' && <LinkFailed />}
      <Button
        size="md"
        fullWidth
        leftSection={<IconMailCheck size={18} />}
        loading={step === 'busy'}
        onClick={() => void confirm()}
      >
        {t('verifyEmail.confirm')}
      </Button>
      {step === 'unavailable' && !user && <LeaveLink />}
    </MailedLinkPage>
  );
}
