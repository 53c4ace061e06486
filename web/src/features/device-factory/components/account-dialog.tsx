import { Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { RequestFailure } from '../../../components/request-failure';
import { AccountPicker } from './account-picker';
import { FormButtons } from '../../../components/form/form-footer';

interface AccountDialogProps {
  /** What is sent, and its words; null: closed. */
  subject: { title: string; description: string; submit: string; exclude?: string } | null;
  onClose: () => void;
  onSubmit: (accountId: string) => Promise<unknown>;
}

/** Picks the account a batch ships to or a device moves to, and says why the server refused. */
export function AccountDialog({ subject, onClose, onSubmit }: AccountDialogProps) {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const fieldError = isApiError(failure) ? failure.fieldErrors.accountId : undefined;
  const close = () => {
    setAccountId(null);
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accountId) return;
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(accountId);
      close();
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={subject !== null}
      onClose={close}
      title={subject?.title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{subject?.description}</Text>
          <AccountPicker
            value={accountId}
            onChange={setAccountId}
            exclude={subject?.exclude}
            error={fieldError ? t(fieldError) : undefined}
          />
          {!fieldError && <RequestFailure error={failure} />}
          <FormButtons
            onCancel={close}
            submitLabel={subject?.submit ?? ''}
            submitting={pending}
            disabled={!accountId}
          />
        </Stack>
      </form>
    </Modal>
  );
}
