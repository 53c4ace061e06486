import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoginBody } from '@tropero/shared/auth';
import { href } from '../../../config/routes';
import { AuthLink } from '../components/auth-link';
import { PublicShell } from '../../../components/public-shell';
import { LoginForm } from '../components/login-form';
import { runLoginFlow } from '../login-flow';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const submit = async (credentials: LoginBody) => {
    const outcome = await runLoginFlow(credentials);
    if (outcome.status === 'needsReset') navigate(href('reset'), { replace: true });
    return outcome;
  };

  return (
    <PublicShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Stack gap="lg">
        <LoginForm onSubmit={submit} />
        <Divider />
        <Stack gap={6}>
          <AuthLink
            prompt={t('auth.login.registerPrompt')}
            label={t('auth.login.registerLink')}
            to={href('register')}
          />
          <AuthLink
            prompt={t('auth.login.recoveryPrompt')}
            label={t('auth.login.recoveryLink')}
            to={href('recovery')}
          />
        </Stack>
      </Stack>
    </PublicShell>
  );
}
