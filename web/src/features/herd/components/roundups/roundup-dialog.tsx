import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, TextInput } from '@mantine/core';
import { roundupBodySchema } from '@tropero/shared/herd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordForm } from '../../../../components/form/record-form';
import { useCreateRoundup } from '../../api/create-roundup';
import { useRenameRoundup } from '../../api/rename-roundup';
import type { Roundup } from '../../herd-types';
import { useFieldProps } from '../../../../components/form/use-field-props';

const nameSchema = roundupBodySchema.pick({ name: true });

interface RoundupDialogProps {
  /** Closed when null; 'new' creates one in the settlement; a roundup is renamed. */
  editing: Roundup | 'new' | null;
  settlementId: string;
  onClose: () => void;
}

/** Create a roundup in a settlement, or rename one (spec §5 name pattern). */
export function RoundupDialog({ editing, settlementId, onClose }: RoundupDialogProps) {
  const { t } = useTranslation();
  const roundup = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={roundup ? t('herd.roundups.renameTitle', { name: roundup.name }) : t('herd.roundups.newTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {editing !== null && (
        <RoundupForm
          key={roundup?._id ?? 'new'}
          roundup={roundup}
          settlementId={settlementId}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function RoundupForm({
  roundup,
  settlementId,
  onClose,
}: {
  roundup?: Roundup;
  settlementId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateRoundup();
  const rename = useRenameRoundup();
  const form = useForm<{ name: string }>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: roundup?.name ?? '' },
  });
  const field = useFieldProps(form);

  return (
    <RecordForm
      form={form}
      onSubmit={async ({ name }) => {
        if (roundup) await rename.mutateAsync({ id: roundup._id, name });
        else await create.mutateAsync({ name, settlementId });
        onClose();
      }}
      confirmEdit={roundup !== undefined}
      failureTitle={t(roundup ? 'http.failure.update' : 'http.failure.save')}
      onCancel={onClose}
      submitLabel={t(roundup ? 'herd.actions.saveChanges' : 'herd.roundups.create')}
    >
      <TextInput
        label={t('herd.roundups.fields.name')}
        description={t('validation.name')}
        required
        data-autofocus
        maxLength={50}
        {...field('name')}
      />
    </RecordForm>
  );
}
