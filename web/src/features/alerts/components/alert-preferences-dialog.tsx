import { Divider, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isMobileQuery } from '../../../components/list/data-table';
import { QueryView } from '../../../components/query-view';
import { useAlertPreferences } from '../api/get-alert-preferences';
import { useUpdateAlertPreferences } from '../api/update-alert-preferences';
import { AlertPreferencesForm } from './alert-preferences-form';
import { PushSwitch } from './push-switch';

/** "Configuración de alertas": push on or off, then which alerts go where and when. */
export function AlertPreferencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(isMobileQuery);
  const preferences = useAlertPreferences();
  const update = useUpdateAlertPreferences();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('alerts.preferences.title')}
      size="lg"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
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
    </Modal>
  );
}
