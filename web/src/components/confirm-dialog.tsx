import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answerConfirmation, type ConfirmRequest } from './confirm-action';

const DESTRUCTIVE = new Set(['delete', 'deleteResource']);

/** The confirmation dialog of spec §8; loaded on first use, so that no page pays for it up front. */
export default function ConfirmDialog({ request }: { request: ConfirmRequest | null }) {
  const { t } = useTranslation();
  const kind = request?.kind ?? 'update';
  return (
    <Modal
      opened={request !== null}
      onClose={() => answerConfirmation(false)}
      title={t(`confirm.${kind}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{t(`confirm.${kind}.message`)}</Text>
      {request?.details && (
        <Text size="sm" mt="xs" fw={500}>
          {request.details}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => answerConfirmation(false)}>
          {t('confirm.cancel')}
        </Button>
        <Button color={DESTRUCTIVE.has(kind) ? 'danger' : 'brand'} onClick={() => answerConfirmation(true)}>
          {t(`confirm.${kind}.confirm`)}
        </Button>
      </Group>
    </Modal>
  );
}
