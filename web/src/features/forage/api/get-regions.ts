import { queryOptions, useQuery } from '@tanstack/react-query';
import { regionListSchema, type Region } from '@tropero/shared/contracts/biomass';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';

export type { Region };

/** Data API GET /region?cropGrouped=true: the calculation regions, each with its crop types by group. */
export const getRegions = async (): Promise<Region[]> =>
  parseInDevelopment(
    regionListSchema,
    orThrow(await dataApi.get('/region', { query: { cropGrouped: true }, alert: false })),
  );

/** The regions change only when a superadmin edits the coefficient tables. */
export const regionsQueryOptions = () =>
  queryOptions({ queryKey: ['biomass-regions'], queryFn: getRegions, staleTime: 60 * 60_000 });

export const useRegions = () => useQuery(regionsQueryOptions());
