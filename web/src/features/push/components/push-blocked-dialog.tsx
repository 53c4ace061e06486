import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeUser, type Customer } from '../../../lib/session';
import { disablePushReminder } from '../api/disable-push-reminder';

interface PushBlockedDialogProps {
  user: Customer;
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec §8: push is on for the user but the browser blocks it. Says how to allow it in the site's
 * settings; 'No volver a ver este mensaje' turns the reminder off for good (disableAlert).
 */
export function PushBlockedDialog({ user, opened, onClose }: PushBlockedDialogProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const neverAgain = async () => {
    setSaving(true);
    try {
      storeUser({ ...(await disablePushReminder(user._id)), disableAlert: true });
      onClose();
    } catch {
      // The client has said what failed; the dialog stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={
        <Group gap="xs" wrap="nowrap">
          <IconBellOff size={20} aria-hidden="true" />
          <Text fw={700}>{t('news.push.blockedTitle')}</Text>
        </Group>
      }
    >
      <Stack gap="sm">
        <Text size="sm">{t('news.push.blockedMessage')}</Text>
        <List size="sm" type="ordered" spacing={4}>
          <List.Item>{t('news.push.blockedStepSettings')}</List.Item>
          <List.Item>{t('news.push.blockedStepAllow')}</List.Item>
          <List.Item>{t('news.push.blockedStepReload')}</List.Item>
        </List>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" loading={saving} onClick={() => void neverAgain()}>
            {t('news.push.dontShowAgain')}
          </Button>
          <Button onClick={onClose}>{t('news.push.understood')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
