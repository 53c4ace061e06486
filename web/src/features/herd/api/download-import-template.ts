import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../api/client';
import type { ImportKind } from './import-herd-file';

export type SheetFormat = 'csv' | 'xlsx';

/** GET /imports/{kind}/template?format=: the header row and an example row, to fill in. */
export const downloadImportTemplate = (kind: ImportKind, format: SheetFormat): Promise<DownloadedFile> =>
  api.download(`/imports/${kind}/template`, { query: { format } });

export const useDownloadImportTemplate = (kind: ImportKind) =>
  useMutation({ mutationFn: (format: SheetFormat) => downloadImportTemplate(kind, format) });
