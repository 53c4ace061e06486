import { useUpdateSettlement } from '../../../farm/api/update-settlement';
import { AlertParamsForm } from '../../../farm/components/alert-params-form';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

/** The settlement's alert parameters (spec §2 "settlement alert parameters"), saved after 'Desea modificar'. */
export function SettlementAlertsPanel({ onDone }: { onDone: () => void }) {
  const { settlement } = useFarmWorkspace();
  const update = useUpdateSettlement();
  return (
    <AlertParamsForm
      initial={settlement.alertParams}
      onSubmit={async (alertParams) => {
        await update.mutateAsync({ id: settlement._id, patch: { alertParams } });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
