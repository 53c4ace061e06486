import { QueryView } from '../../../../components/query-view';
import { useBatchPlots } from '../../../farm/api/batch-plots';
import { useCropTypes } from '../../../farm/api/get-crop-types';
import { PlotsBatch, type BatchAction } from '../../../farm/components/plots-batch';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

/** The "Plots" menu's batch operations on the settlement's plots. */
export function PlotsBatchPanel({ initialAction }: { initialAction?: BatchAction }) {
  const { settlement, plots } = useFarmWorkspace();
  const cropTypes = useCropTypes();
  const batch = useBatchPlots(settlement._id);
  return (
    <QueryView query={plots}>
      {(list) => (
        <PlotsBatch
          plots={list}
          cropTypes={cropTypes.data ?? []}
          initialAction={initialAction}
          offsetMinutes={settlement.utcOffsetMinutes}
          onSubmit={batch.mutateAsync}
        />
      )}
    </QueryView>
  );
}
