import { useMemo, useSyncExternalStore } from 'react';
import { useHeatmap } from '../../telemetry/api/get-heatmap';
import { useTracks } from '../../telemetry/api/get-tracks';
import { useLiveStore } from '../../telemetry/live/live-provider';
import { countByState } from '../../map/layers/animal-states';
import { AnimalTrackLayer } from '../../map/layers/animal-track-layer';
import { AnimalsLayer } from '../../map/layers/animals-layer';
import { AnimalsLegend } from '../../map/layers/animals-legend';
import { HeatmapLayer } from '../../map/layers/heatmap-layer';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import { useRangeWindow } from '../workspace/range-window';

interface LiveAnimalsProps {
  selectedId: string | null;
  visible: boolean;
  onSelect?: (animalId: string) => void;
}

/** The animals at their live positions, and the legend of their states with the counts. */
export function LiveAnimals({ selectedId, visible, onSelect }: LiveAnimalsProps) {
  const store = useLiveStore();
  const animals = useSyncExternalStore(store.subscribe, store.get, store.get);
  const placed = useMemo(() => [...animals.values()].filter((animal) => animal.lat !== null), [animals]);
  const counts = useMemo(() => countByState(placed), [placed]);
  return (
    <>
      <AnimalsLayer feed={store} selectedId={selectedId} visible={visible} onSelect={onSelect} />
      {visible && animals.size > 0 && <AnimalsLegend counts={counts} total={placed.length} />}
    </>
  );
}

/** The selected animal's track over the top bar's range. */
export function SelectedAnimalTrack({ animalId, visible }: { animalId: string | null; visible: boolean }) {
  const window = useRangeWindow();
  const ids = useMemo(() => (animalId ? [animalId] : []), [animalId]);
  const tracks = useTracks(ids, window);
  const points = (animalId && tracks.data?.find((track) => track.animalId === animalId)?.points) || [];
  if (!animalId) return null;
  return <AnimalTrackLayer points={points} visible={visible} />;
}

/** Where the settlement's animals spent the top bar's range. */
export function SettlementHeatmap() {
  const { settlement } = useFarmWorkspace();
  const heatmap = useHeatmap(settlement._id, useRangeWindow(), true);
  if (!heatmap.data) return null;
  return <HeatmapLayer cells={heatmap.data.cells} max={heatmap.data.max} />;
}
