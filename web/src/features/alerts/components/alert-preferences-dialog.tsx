import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view';
import { useAlertPreferences } from '../api/get-alert-preferences';
import { useUpdateAlertPreferences } from '../api/update-alert-preferences';
import { AlertPreferencesForm } from './alert-preferences-form';
import { PushSwitch } from './push-switch';
import { ScreenDialog } from '../../../components/screen-dialog';

/** "Configuración de alertas": push on or off, then which alerts go where and when. */
export function AlertPreferencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const preferences = useAlertPreferences();
  const update = useUpdateAlertPreferences();
  return (
    <ScreenDialog opened={opened} onClose={onClose} title={t('alerts.preferences.title')}>
      {opened && (
        <Stack gap="md">
          <PushSwitch />
          <Divider />
          <QueryView query={preferences}>
            {(initial) => (
              <AlertPreferencesForm
                initial={initial}
                onSubmit={async (changed) => {
                  await update.mutateAsync(changed);
                  onClose();
                }}
                onCancel={onClose}
              />
            )}
          </QueryView>
        </Stack>
      )}
    </ScreenDialog>
  );
}
