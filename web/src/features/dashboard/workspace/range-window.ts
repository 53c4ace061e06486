import { useMemo } from 'react';
import { windowEndingNow } from '../../telemetry/api/time-window';
import { QUICK_TIME_RANGES } from '../time-ranges';
import { useFarmWorkspace } from './farm-workspace';

/** The top bar's range as a window of instants ending now (tracks, heat map). */
export function useRangeWindow() {
  const { range } = useFarmWorkspace();
  const durationMs = QUICK_TIME_RANGES.find((candidate) => candidate.id === range)!.durationMs;
  return useMemo(() => windowEndingNow(durationMs), [durationMs]);
}
