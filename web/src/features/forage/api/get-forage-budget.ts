import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  settlementForageSchema,
  type MoveSuggestion,
  type PlotForage,
  type SettlementForage,
} from '@tropero/shared/contracts/biomass';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';

export type { MoveSuggestion, PlotForage, SettlementForage };

/**
 * Data API GET /settlements/{id}/forage-budget: every plot's forage now against what its animals eat,
 * ranked by days left, and where to move each roundup next. The map labels, the plot panel and the
 * budget panel read this one answer.
 */
export const getForageBudget = async (settlementId: string): Promise<SettlementForage> =>
  parseInDevelopment(
    settlementForageSchema,
    orThrow(await dataApi.get(`/settlements/${settlementId}/forage-budget`, { alert: false })),
  );

/** The forage changes with a new scene or a move of the animals: asked again after a few minutes. */
export const forageBudgetQueryOptions = (settlementId: string) =>
  queryOptions({
    queryKey: ['forage-budget', settlementId],
    queryFn: () => getForageBudget(settlementId),
    staleTime: 5 * 60_000,
  });

export const useForageBudget = (settlementId: string) => useQuery(forageBudgetQueryOptions(settlementId));
