import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationReport, OperationReportQuery } from '@tropero/shared/contracts/reports';
import { api } from '../../../api/client';

/** GET /reports/operation (superadmin): the operation per hour or day of a settlement or a device. */
export const getOperationReport = (query: OperationReportQuery): Promise<OperationReport> =>
  api.get<OperationReport>('/reports/operation', { query: { ...query } });

export const operationReportQueryOptions = (query: OperationReportQuery | null) =>
  queryOptions({
    queryKey: ['reports', 'operation', query],
    queryFn: () => getOperationReport(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const useOperationReport = (query: OperationReportQuery | null) =>
  useQuery(operationReportQueryOptions(query));
