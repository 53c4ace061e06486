import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error';
import { href } from '../config/routes';
import { useUser } from '../lib/session';
import { PublicShell } from './public-shell';

/**
 * The scaffold of the pages a mailed link opens (email verification, password reset, settlement and
 * account invitations): the public frame, what the link names while it loads, its answer, and where
 * to go next. The action runs on a click, never on opening, so that a mail scanner does not use it up.
 */

/** Where a link's action stands: not run yet, running, one of its outcomes, or a problem. */
type LinkStep<Outcome extends string, Problem extends string> = 'idle' | 'busy' | Outcome | Problem;

/** Problems every link shares: it no longer opens anything, or the call failed. */
export type LinkProblem = 'unavailable' | 'failed';

/** A link the server no longer knows (used, expired, or never his) answers 404. */
export const linkProblem = (error: unknown): LinkProblem =>
  isApiError(error) && error.status === 404 ? 'unavailable' : 'failed';

/** The step of a link's action, and `run` to take it: its outcome, or the problem `problemOf` names. */
export function useLinkAction<Outcome extends string, Problem extends string = LinkProblem>(
  problemOf: (error: unknown) => Problem,
  initial: 'idle' | Problem = 'idle',
) {
  const [step, setStep] = useState<LinkStep<Outcome, Problem>>(initial);
  const run = async (action: () => Promise<Outcome>) => {
    setStep('busy');
    try {
      setStep(await action());
    } catch (error) {
      setStep(problemOf(error));
    }
  };
  return { step, run };
}

interface MailedLinkPageProps {
  title: string;
  /** Shown while the link waits for its answer; an outcome stands alone under the title. */
  subtitle?: string;
  children: ReactNode;
}

/** The public frame of a mailed link's page. */
export function MailedLinkPage({ title, subtitle, children }: MailedLinkPageProps) {
  return (
    <PublicShell title={title} subtitle={subtitle}>
      <Stack gap="md">{children}</Stack>
    </PublicShell>
  );
}

/** What the link names once read, a placeholder while it loads. */
export function LinkPreview<T>({
  data,
  loading,
  children,
}: {
  data: T | undefined;
  loading: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data) return children(data);
  return loading && <Skeleton h={22} w="80%" aria-label={t('common.loading')} />;
}

/** The link opens nothing (any more). */
export function LinkUnavailable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert role="alert" color="yellow" icon={<IconAlertTriangle size={20} />} title={title}>
      {children}
    </Alert>
  );
}

/** The call did not go through: trying again may. */
export function LinkFailed() {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="danger"
      icon={<IconAlertTriangle size={20} />}
      title={t('auth.login.errors.failed.title')}
    >
      {t('auth.login.errors.failed.message')}
    </Alert>
  );
}

/** The link did what it was for. */
export function LinkDone({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="brand" icon={<IconCircleCheck size={20} />} title={title} role="status">
      {message}
    </Alert>
  );
}

/** The page was opened without the link's parameters. */
export function LinkMissing({ message }: { message: string }) {
  return <Text c="dimmed">{message}</Text>;
}

/** Away from the link: the map when signed in, else the login (`guestLabel` names that button). */
export function LeaveLink({
  guestLabel = 'auth.backToLogin',
  variant,
}: {
  guestLabel?: string;
  variant?: 'default';
}) {
  const { t } = useTranslation();
  const signedIn = useUser() !== null;
  return (
    <Button
      component={Link}
      to={href(signedIn ? 'dashboard' : 'login')}
      size="md"
      variant={variant}
      fullWidth
    >
      {t(signedIn ? 'guards.goToMap' : guestLabel)}
    </Button>
  );
}
