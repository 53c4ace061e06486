import { useMutation } from '@tanstack/react-query';
import type { OperationReportQuery } from '@tropero/shared/contracts/reports';
import { api, type DownloadedFile } from '../../../api/client';

export type ReportFormat = 'csv' | 'xlsx';

/** GET /reports/operation/export?format=: the report as a CSV or XLSX file, headers in the user's language. */
export const downloadOperationReport = ({
  query,
  format,
}: {
  query: OperationReportQuery;
  format: ReportFormat;
}): Promise<DownloadedFile> => api.download('/reports/operation/export', { query: { ...query, format } });

export const useDownloadOperationReport = () => useMutation({ mutationFn: downloadOperationReport });
