import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';

/**
 * Why a request made from a form or a dialog failed, in words the user can act on: no connection,
 * no permission, or the server's own message.
 */
export function RequestFailure({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const offline = isApiError(error) && error.isNetworkError;
  const message = offline
    ? t('common.offlineAction')
    : isApiError(error)
      ? t(`http.serverMessages.${error.message}`, { defaultValue: t('common.tryAgain') })
      : t('common.tryAgain');
  return (
    <Alert
      role="alert"
      color={offline ? 'yellow' : 'danger'}
      icon={offline ? <IconWifiOff size={20} /> : <IconAlertTriangle size={20} />}
      title={title ?? t('http.failure.generic')}
    >
      {message}
    </Alert>
  );
}
