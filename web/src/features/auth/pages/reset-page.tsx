import { Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { href } from '../../../config/routes';
import { useUser } from '../../../lib/session';
import { logout } from '../api/logout';
import { LinkMissing, MailedLinkPage } from '../../../components/mailed-link-page';
import { PublicShell } from '../../../components/public-shell';
import { ChangePasswordForm } from '../components/change-password-form';
import { TokenResetForm } from '../components/token-reset-form';

/**
 * /reset (spec §2, §4): a new password from the mailed link, or — right after login — the one a
 * user who needs a password reset must choose.
 */
export default function ResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const userId = params.get('id');
  const token = params.get('token');

  if (userId && token) {
    return (
      <MailedLinkPage title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
        <TokenResetForm userId={userId} token={token} />
      </MailedLinkPage>
    );
  }
  if (user) {
    const leave = async () => {
      await logout();
      navigate(href('login'), { replace: true });
    };
    return (
      <PublicShell title={t('auth.reset.title')} subtitle={t('auth.reset.needsResetSubtitle')}>
        <Stack gap="md">
          <ChangePasswordForm user={user} />
          <Anchor component="button" type="button" size="sm" mx="auto" onClick={() => void leave()}>
            {t('userMenu.logout')}
          </Anchor>
        </Stack>
      </PublicShell>
    );
  }
  return (
    <MailedLinkPage title={t('auth.reset.title')}>
      <LinkMissing message={t('auth.reset.missingLink')} />
      <Button component={Link} to={href('recovery')} size="md" fullWidth>
        {t('auth.reset.requestAnother')}
      </Button>
    </MailedLinkPage>
  );
}
