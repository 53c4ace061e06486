import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoefficientTable } from '@tropero/shared/biomass';
import {
  coefficientTablesSchema,
  coefficientTableVersionSchema,
  coefficientVersionsSchema,
  type CoefficientTableBody,
  type CoefficientTableVersion,
  type CoefficientVersionSummary,
} from '@tropero/shared/contracts/biomass';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';

const COEFFICIENTS_KEY = ['console', 'coefficients'] as const;

/** Data API GET /biomass-coefficients?table=&version=: one version of a table (default the current one), with each row's range. */
export const getCoefficientTable = async (
  table: CoefficientTable,
  version: number | null,
): Promise<CoefficientTableVersion | null> => {
  const versions = parseInDevelopment(
    coefficientTablesSchema,
    orThrow(await dataApi.get('/biomass-coefficients', { query: { table, version } })),
  );
  return versions[0] ?? null;
};

/** Data API GET /biomass-coefficients/{table}/versions: who changed the table, when and why, newest first. */
export const getCoefficientVersions = async (table: CoefficientTable): Promise<CoefficientVersionSummary[]> =>
  parseInDevelopment(
    coefficientVersionsSchema,
    orThrow(await dataApi.get(`/biomass-coefficients/${table}/versions`)),
  );

export const useCoefficientTable = (table: CoefficientTable, version: number | null) =>
  useQuery(
    queryOptions({
      queryKey: [...COEFFICIENTS_KEY, table, 'rows', version],
      queryFn: () => getCoefficientTable(table, version),
      placeholderData: keepPreviousData,
    }),
  );

export const useCoefficientVersions = (table: CoefficientTable) =>
  useQuery(
    queryOptions({
      queryKey: [...COEFFICIENTS_KEY, table, 'versions'],
      queryFn: () => getCoefficientVersions(table),
    }),
  );

/** Data API PUT /biomass-coefficients/{table} (superadmin): the whole table as its next version. */
export const saveCoefficientTable = async (
  table: CoefficientTable,
  body: CoefficientTableBody,
): Promise<CoefficientTableVersion> =>
  parseInDevelopment(
    coefficientTableVersionSchema,
    orThrow(await dataApi.put(`/biomass-coefficients/${table}`, body)),
  );

/** The answers a coefficient feeds: they ask again after an edit. */
const FED_BY_COEFFICIENTS = [['biomass'], ['forage-budget'], ['biomass-regions']];

/** Saves a table; its rows and history, and every answer the tables feed, ask again. */
export function useSaveCoefficientTable(table: CoefficientTable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoefficientTableBody) => saveCoefficientTable(table, body),
    onSuccess: () =>
      Promise.all(
        [[...COEFFICIENTS_KEY, table], ...FED_BY_COEFFICIENTS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
