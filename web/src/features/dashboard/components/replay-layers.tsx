import { useMemo } from 'react';
import { ReplayLayer, type ReplayDot, type ReplayFeed } from '../../../components/map/layers/replay-layer';
import { useTracks, type Track } from '../../telemetry/api/get-tracks';
import { replayPositions } from '../replay/interpolate';
import type { ReplayClock } from '../replay/replay-clock';
import { colourOfRoundup } from '../workspace/herd-filter';
import { useTelemetryView, type Replay } from '../workspace/telemetry-view';
import { useHerdAnimals } from '../workspace/use-herd-animals';

const NO_WINDOW = { fromDate: '', toDate: '' };

/** The tracks of the replay under way (one request, shared by the map layer and the controls). */
export const useReplayTracks = (replay: Replay | null) =>
  useTracks(replay?.animalIds ?? [], replay?.window ?? NO_WINDOW);

/** The trail behind each dot: two seconds of replay on screen, and never less than half an hour. */
export const trailMs = (speed: number) => Math.max(30 * 60_000, speed * 2_000);

/** The frames of a replay: its animals at the clock's instant, computed once per instant. */
export function replayFeed(
  clock: ReplayClock,
  tracks: readonly Track[],
  colours: ReadonlyMap<string, string>,
) {
  let shownAt = NaN;
  let dots: ReplayDot[] = [];
  return {
    get() {
      const { time, speed } = clock.get();
      if (time !== shownAt) {
        shownAt = time;
        dots = replayPositions(tracks, time, trailMs(speed)).map((position) => ({
          ...position,
          color: colours.get(position.animalId)!,
        }));
      }
      return dots;
    },
    subscribe: clock.subscribe,
  } satisfies ReplayFeed;
}

/** The replayed animals on the map, each in its roundup's colour (their states of then are not known). */
export function ReplayAnimals({ visible }: { visible: boolean }) {
  const { replay, roundupColours } = useTelemetryView();
  const { all } = useHerdAnimals();
  const tracks = useReplayTracks(replay);
  const ids = replay?.animalIds;
  // The live list changes with every reading; the colours only when an animal changes roundup.
  const colourList = (ids ?? [])
    .map((id) => colourOfRoundup(roundupColours, all.find((animal) => animal.animalId === id)?.roundupId))
    .join(',');
  const feed = useMemo(() => {
    if (!replay || !tracks.data) return null;
    const colours = colourList.split(',');
    const byAnimal = new Map(replay.animalIds.map((id, index) => [id, colours[index]!]));
    return replayFeed(replay.clock, tracks.data, byAnimal);
  }, [replay, tracks.data, colourList]);
  if (!feed) return null;
  return <ReplayLayer feed={feed} visible={visible} />;
}
