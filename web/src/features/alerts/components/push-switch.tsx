import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session';
import { useUpdatePushNotifications } from '../api/update-push-notifications';

/** Push notifications on or off for the user (`alertPushNotifications`). */
export function PushSwitch() {
  const { t } = useTranslation();
  const user = useUser();
  const update = useUpdatePushNotifications();
  if (!user) return null;
  return (
    <Switch
      size="md"
      label={t('alerts.preferences.push')}
      description={t('alerts.preferences.pushHint')}
      checked={update.isPending ? update.variables : user.alertPushNotifications}
      disabled={update.isPending}
      onChange={(event) => update.mutate(event.currentTarget.checked)}
    />
  );
}
