import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Batch, BatchCodes } from '@tropero/shared/contracts/device-factory';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { RequestFailure } from '../../../components/request-failure';
import { useRegenerateCodes } from '../api/regenerate-codes';
import { BatchFiles } from './batch-files';

/**
 * "Regenerar código": a new code for one device of the batch (by its identifier) or for every one
 * not activated; the new codes are shown once, with their labels and CSV.
 */
export function RegenerateCodesDialog({ batch, onClose }: { batch: Batch | null; onClose: () => void }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateCodes();
  const [identifier, setIdentifier] = useState('');
  const [renewed, setRenewed] = useState<BatchCodes | null>(null);
  const failure = regenerate.error;
  const fieldError = isApiError(failure) ? failure.fieldErrors['identifiers.0'] : undefined;
  const close = () => {
    setIdentifier('');
    setRenewed(null);
    regenerate.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!batch) return;
    const one = identifier.trim().toUpperCase();
    regenerate.mutate({ id: batch._id, identifiers: one ? [one] : undefined }, { onSuccess: setRenewed });
  };
  return (
    <Modal
      opened={batch !== null}
      onClose={close}
      title={t('deviceFactory.codes.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {renewed ? (
        <Stack gap="md">
          <Text size="sm">{t('deviceFactory.codes.done', { count: renewed.devices.length })}</Text>
          <BatchFiles batchId={renewed.batchId} codes={renewed.devices} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('deviceFactory.codes.hint')}</Text>
            <TextInput
              label={t('deviceFactory.codes.identifier')}
              description={t('deviceFactory.codes.identifierHint')}
              value={identifier}
              onChange={(event) => setIdentifier(event.currentTarget.value)}
              error={fieldError ? t(fieldError) : undefined}
            />
            {!fieldError && <RequestFailure error={failure} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('confirm.cancel')}
              </Button>
              <Button type="submit" color="red" loading={regenerate.isPending}>
                {t('deviceFactory.codes.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
