import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { LivePosition } from '@tropero/shared/contracts/live';

/** GET /settlements/{id}/live-positions: every animal of the settlement at its last reading, with its state. */
export const getLivePositions = (settlementId: string): Promise<LivePosition[]> =>
  api.get<LivePosition[]>(`/settlements/${settlementId}/live-positions`);

/** The states (no signal, outside its fence) age on the server: read again now and then. */
const REFRESH_MS = 5 * 60_000;

export const livePositionsQueryOptions = (settlementId: string) =>
  queryOptions({
    queryKey: ['live-positions', settlementId],
    queryFn: () => getLivePositions(settlementId),
    refetchInterval: REFRESH_MS,
  });

export const useLivePositions = (settlementId: string) => useQuery(livePositionsQueryOptions(settlementId));
