import { Button, Group, Notification } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Registers the service worker and offers a reload when a new version is waiting (spec §1). */
export default function PwaReloadPrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    <Notification
      pos="fixed"
      bottom={{ base: 88, sm: 24 }}
      right={24}
      left={{ base: 24, sm: 'auto' }}
      maw={{ sm: 380 }}
      style={{ zIndex: 500 }}
      withBorder
      color="brand"
      icon={<IconRefresh size={18} />}
      title={t('pwa.updateTitle')}
      onClose={() => setNeedRefresh(false)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {t('pwa.updateMessage')}
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          {t('pwa.reload')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
          {t('pwa.later')}
        </Button>
      </Group>
    </Notification>
  );
}
