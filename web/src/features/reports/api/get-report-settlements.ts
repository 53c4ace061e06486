import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportSettlement } from '@tropero/shared/contracts/reports';
import { api } from '../../../api/client';

/** GET /reports/settlements?search= (superadmin): settlements of every account to scope a report to. */
export const getReportSettlements = (search: string): Promise<ReportSettlement[]> =>
  api.get<ReportSettlement[]>('/reports/settlements', { query: { search: search || undefined } });

export const reportSettlementsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['reports', 'settlements', search],
    queryFn: () => getReportSettlements(search),
    placeholderData: keepPreviousData,
  });

export const useReportSettlements = (search: string) => useQuery(reportSettlementsQueryOptions(search));
