import { useMemo, useSyncExternalStore } from 'react';
import { useOpenAlertAnimals } from '../../alerts/api/get-open-alert-animals';
import { useTracks } from '../../telemetry/api/get-tracks';
import { useLiveStore } from '../../telemetry/components/live-provider';
import { countByState } from '../../../components/map/layers/animal-states';
import { AnimalTrackLayer } from '../../../components/map/layers/animal-track-layer';
import { AnimalsLayer } from '../../../components/map/layers/animals-layer';
import { AnimalsLegend } from '../../../components/map/layers/animals-legend';
import { HeatmapLayer } from '../../../components/map/layers/heatmap-layer';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import { useRangeWindow } from '../workspace/range-window';
import { useTelemetryView } from '../workspace/telemetry-view';
import { useScopedHeatmap } from '../workspace/use-scoped-heatmap';
import { useRoundupColouring } from './animal-colouring';

interface LiveAnimalsProps {
  selectedId: string | null;
  visible: boolean;
  onSelect?: (animalId: string) => void;
}

/**
 * The animals at their live positions, ringed when they have an open alert, and the legend of their
 * states (or roundups) with the counts.
 */
export function LiveAnimals({ selectedId, visible, onSelect }: LiveAnimalsProps) {
  const store = useLiveStore();
  const animals = useSyncExternalStore(store.subscribe, store.get, store.get);
  const placed = useMemo(() => [...animals.values()].filter((animal) => animal.lat !== null), [animals]);
  const counts = useMemo(() => countByState(placed), [placed]);
  const byRoundup = useRoundupColouring(placed);
  const alerted = useOpenAlertAnimals(useFarmWorkspace().settlement._id);
  // During a replay its dots show where the animals were: the live ones make way.
  const { replay } = useTelemetryView();
  const shown = visible && !replay;
  return (
    <>
      <AnimalsLayer
        feed={store}
        selectedId={selectedId}
        visible={shown}
        onSelect={onSelect}
        colourOf={byRoundup?.colourOf}
        alerted={alerted}
      />
      {shown && animals.size > 0 && (
        <AnimalsLegend counts={counts} total={placed.length} groups={byRoundup?.groups} />
      )}
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

/** Where the animals spent the top bar's range: the settlement's, a plot's or the filter's (heat-map card). */
export function ScopedHeatmap() {
  const heatmap = useScopedHeatmap();
  if (!heatmap.data) return null;
  return <HeatmapLayer cells={heatmap.data.cells} max={heatmap.data.max} />;
}
