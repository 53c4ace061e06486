import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { NO_ROUNDUP } from '@tropero/shared/herd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { RequestFailure } from '../../../../components/request-failure';
import { useBulkAnimals } from '../../api/bulk-animals';
import { useRoundups } from '../../../../api/get-roundups';
import { FormButtons } from '../../../../components/form/form-footer';

interface MoveRoundupDialogProps {
  /** The animals to move; closed when null. */
  ids: string[] | null;
  /** Their settlement when they share one: only its roundups can take them. */
  settlementId: string | null;
  onClose: () => void;
  onDone: () => void;
}

/** Moves the selected animals to a roundup, or to 'SIN RODEO'; each keeps its membership history. */
export function MoveRoundupDialog({ ids, settlementId, onClose, onDone }: MoveRoundupDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={ids !== null}
      onClose={onClose}
      title={t('herd.animals.bulk.moveTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {ids && <MoveForm ids={ids} settlementId={settlementId} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function MoveForm({
  ids,
  settlementId,
  onClose,
  onDone,
}: Omit<MoveRoundupDialogProps, 'ids'> & { ids: string[] }) {
  const { t } = useTranslation();
  const roundups = useRoundups(settlementId);
  const bulk = useBulkAnimals();
  const [roundupId, setRoundupId] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await bulk.mutateAsync({ action: 'move-roundup', ids, roundupId: roundupId || null });
      onDone();
      onClose();
    } catch {
      // The form shows why.
    }
  };
  const fieldKey = isApiError(bulk.error) ? Object.values(bulk.error.fieldErrors)[0] : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('herd.animals.bulk.moveWhat', { count: ids.length })}</Text>
        {!settlementId && (
          <Alert color="navy" role="note">
            {t('herd.animals.bulk.mixedSettlements')}
          </Alert>
        )}
        <Select
          label={t('herd.fields.roundup')}
          data={[
            { value: '', label: NO_ROUNDUP },
            ...(settlementId ? (roundups.data ?? []) : []).map((roundup) => ({
              value: roundup._id,
              label: roundup.name,
            })),
          ]}
          value={roundupId}
          onChange={(value) => setRoundupId(value ?? '')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {fieldKey ? (
          <Alert color="danger" role="alert">
            {t(fieldKey)}
          </Alert>
        ) : (
          <RequestFailure error={bulk.error} title={t('http.failure.update')} />
        )}
        <FormButtons
          onCancel={onClose}
          submitLabel={t('herd.animals.bulk.move')}
          submitting={bulk.isPending}
        />
      </Stack>
    </form>
  );
}
