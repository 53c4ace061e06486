import { useHeatmap } from '../../telemetry/api/get-heatmap';
import { useFarmWorkspace } from './farm-workspace';
import { heatmapTarget } from './herd-filter';
import { useRangeWindow } from './range-window';
import { useTelemetryView } from './telemetry-view';
import { useAnimalIds, useHerdAnimals } from './use-herd-animals';

/** The heat map of the scope chosen (settlement, plot or the filtered animals) over the top bar's range. */
export function useScopedHeatmap() {
  const { settlement } = useFarmWorkspace();
  const { heatmap } = useTelemetryView();
  const animalIds = useAnimalIds(useHerdAnimals().filtered);
  return useHeatmap(heatmapTarget(heatmap, settlement._id, animalIds), useRangeWindow());
}
