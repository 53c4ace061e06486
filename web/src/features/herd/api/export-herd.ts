import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../api/client';
import type { SheetFormat } from './download-import-template';
import type { AnimalFilters } from './get-animals';
import type { DeviceFilters } from './get-devices';

export type ExportRequest =
  | { kind: 'animals'; format: SheetFormat; filters: AnimalFilters; sort?: string }
  | { kind: 'devices'; format: SheetFormat; filters: DeviceFilters; sort?: string };

/**
 * GET /exports/{animals|devices}?format=: every row matching the list's filters (not only the
 * page shown), with headers in the user's language.
 */
export const exportHerd = ({ kind, format, filters, sort }: ExportRequest): Promise<DownloadedFile> =>
  // The export menu says itself that the export failed: no second toast from the client.
  api.download(`/exports/${kind}`, { query: { ...filters, sort, format }, alert: false });

export const useExportHerd = () => useMutation({ mutationFn: exportHerd });
