import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  biomassSchema,
  type Biomass,
  type BiomassFigures,
  type BiomassQuery,
  type StandingStock,
} from '@tropero/shared/contracts/biomass';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';

export type { Biomass, BiomassFigures, BiomassQuery, StandingStock };

/**
 * Data API GET /biomass/{plotId} (spec §7): the optional parameters go only when present, the date
 * range only with both dates (spec §5). Notices come with a 200; a refused query throws.
 */
export const getBiomass = async (plotId: string, query: BiomassQuery): Promise<Biomass> => {
  const { fromDate, toDate, ...rest } = query;
  const range = fromDate && toDate ? { fromDate, toDate } : {};
  return parseInDevelopment(
    biomassSchema,
    orThrow(await dataApi.get(`/biomass/${plotId}`, { query: { ...rest, ...range }, alert: false })),
  );
};

export const biomassQueryOptions = (plotId: string, query: BiomassQuery) =>
  queryOptions({
    queryKey: ['biomass', plotId, query],
    queryFn: () => getBiomass(plotId, query),
    staleTime: 5 * 60_000,
  });

export const useBiomass = (plotId: string, query: BiomassQuery) =>
  useQuery(biomassQueryOptions(plotId, query));
