import type { Settlement, SettlementBody } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { useCreateSettlement } from '../api/create-settlement';
import { useUpdateSettlement } from '../api/update-settlement';
import { SettlementForm } from './settlement-form';
import { ScreenDialog } from '../../../components/screen-dialog';

interface SettlementDialogProps {
  /** Closed when null; 'new' creates one; a settlement is edited. */
  editing: Settlement | 'new' | null;
  onClose: () => void;
  onCreated?: (settlement: Settlement) => void;
}

/** The settlement form in a dialog (full screen on a phone), saving through the API. */
export function SettlementDialog({ editing, onClose, onCreated }: SettlementDialogProps) {
  const { t } = useTranslation();
  const create = useCreateSettlement();
  const update = useUpdateSettlement();
  const settlement = editing === 'new' ? undefined : (editing ?? undefined);

  const save = async (body: SettlementBody) => {
    if (settlement) {
      await update.mutateAsync({ id: settlement._id, patch: body });
      onClose();
    } else {
      const created = await create.mutateAsync(body);
      onClose();
      onCreated?.(created);
    }
  };

  return (
    <ScreenDialog
      opened={editing !== null}
      onClose={onClose}
      title={t(settlement ? 'farm.settlements.editTitle' : 'farm.settlements.newTitle')}
    >
      {editing !== null && <SettlementForm settlement={settlement} onSubmit={save} onCancel={onClose} />}
    </ScreenDialog>
  );
}
