import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { href } from '../../../config/routes';
import { PublicShell } from '../../../components/public-shell';
import { ResendVerification } from '../../../components/resend-verification';
import { inviteSearch, readPendingInvite } from '../../../lib/pending-invite';
import { storeUser, useUser } from '../../../lib/session';
import { INVALID_VERIFICATION_LINK, verifyEmail } from '../api/verify-email';

type State = 'idle' | 'verifying' | 'verified' | 'invalid' | 'failed';

/** Where to go once the email is verified: the invitation he signed up for, the map, or the login. */
function NextStep({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const invite = readPendingInvite();
  if (signedIn && invite) {
    return (
      <Button component={Link} to={href('addInvite', {}, inviteSearch(invite))} size="md" fullWidth>
        {t('verifyEmail.openInvitation')}
      </Button>
    );
  }
  return (
    <Button component={Link} to={href(signedIn ? 'dashboard' : 'login')} size="md" fullWidth>
      {t(signedIn ? 'guards.goToMap' : 'auth.backToLogin')}
    </Button>
  );
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
  const [state, setState] = useState<State>('idle');

  const confirm = async () => {
    if (!userId || !token) return;
    setState('verifying');
    try {
      await verifyEmail(userId, token);
      if (user?._id === userId) storeUser({ ...user, emailVerified: true });
      setState('verified');
    } catch (error) {
      setState(isApiError(error) && error.message === INVALID_VERIFICATION_LINK ? 'invalid' : 'failed');
    }
  };

  if (!userId || !token) {
    return (
      <PublicShell title={t('verifyEmail.title')}>
        <Stack gap="md">
          <Text c="dimmed">{t('verifyEmail.missingLink')}</Text>
          <NextStep signedIn={user !== null} />
        </Stack>
      </PublicShell>
    );
  }

  if (state === 'verified') {
    return (
      <PublicShell title={t('verifyEmail.title')}>
        <Stack gap="md">
          <Alert
            color="brand"
            icon={<IconCircleCheck size={20} />}
            title={t('verifyEmail.doneTitle')}
            role="status"
          >
            {t('verifyEmail.doneMessage')}
          </Alert>
          <NextStep signedIn={user !== null} />
        </Stack>
      </PublicShell>
    );
  }

  return (
    <PublicShell title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle')}>
      <Stack gap="md">
        {state === 'invalid' && (
          <Alert
            role="alert"
            color="yellow"
            icon={<IconAlertTriangle size={20} />}
            title={t('verifyEmail.invalidTitle')}
          >
            <Stack gap="xs">
              <Text size="sm">{t(user ? 'verifyEmail.invalidMessage' : 'verifyEmail.invalidSignIn')}</Text>
              {user && <ResendVerification />}
            </Stack>
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
        <Button
          size="md"
          fullWidth
          leftSection={<IconMailCheck size={18} />}
          loading={state === 'verifying'}
          onClick={() => void confirm()}
        >
          {t('verifyEmail.confirm')}
        </Button>
        {state === 'invalid' && !user && <NextStep signedIn={false} />}
      </Stack>
    </PublicShell>
  );
}
