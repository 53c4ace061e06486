import type { Device, DeviceBody } from '@tropero/shared/herd';
import type { Settlement } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { useCreateDevice, type CreatedDevice } from '../../api/create-device';
import { useUpdateDevice } from '../../api/update-device';
import { ScreenDialog } from '../../../../components/screen-dialog';
import { DeviceForm } from './device-form';

interface DeviceDialogProps {
  /** A device to edit, a new one (with its identifier when known), or nothing open. */
  editing: Device | { identifier: string } | null;
  settlements: Settlement[];
  defaultSettlementId: string;
  onClose: () => void;
  /** A new device: its ingest key is to be shown, once. */
  onCreated: (created: CreatedDevice) => void;
}

export function DeviceDialog({
  editing,
  settlements,
  defaultSettlementId,
  onClose,
  onCreated,
}: DeviceDialogProps) {
  const { t } = useTranslation();
  const create = useCreateDevice();
  const update = useUpdateDevice();
  const device = editing && '_id' in editing ? editing : undefined;

  const save = async (body: DeviceBody) => {
    if (device) {
      await update.mutateAsync({ id: device._id, patch: body });
      onClose();
    } else {
      const created = await create.mutateAsync(body);
      onClose();
      onCreated(created);
    }
  };

  return (
    <ScreenDialog
      opened={editing !== null}
      onClose={onClose}
      title={
        device ? t('herd.devices.editTitle', { identifier: device.identifier }) : t('herd.devices.newTitle')
      }
    >
      {editing !== null && (
        <DeviceForm
          key={device?._id ?? `new-${defaultSettlementId}-${editing.identifier}`}
          device={device}
          initialIdentifier={device ? undefined : editing.identifier}
          settlements={settlements}
          defaultSettlementId={defaultSettlementId}
          onSubmit={save}
          onCancel={onClose}
        />
      )}
    </ScreenDialog>
  );
}
