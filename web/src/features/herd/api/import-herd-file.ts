import { useMutation } from '@tanstack/react-query';
import type { importResponseSchemas } from '@tropero/shared/contracts/files';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useRefreshDevices, useRefreshHerd } from './herd-invalidation';

/** What an import dialog brings in: animals or devices (spec §3 columns). */
export type ImportKind = 'animals' | 'devices';

export interface ImportRequest {
  file: File;
  /** Only check the file: nothing is stored (200 `{valid}`). */
  dryRun: boolean;
  /** Devices not on an animal go to this settlement. */
  settlementId?: string | null;
  onProgress?: (fraction: number) => void;
}

/** A dry run answers how many rows are valid; an import, how many were stored. */
export type ImportOutcome =
  z.infer<(typeof importResponseSchemas)[200]> | z.infer<(typeof importResponseSchemas)[201]>;

/**
 * POST /imports/{animals|devices} (multipart, field `file`, CSV or XLSX). The whole file is checked
 * first; any bad row answers 422 naming every bad cell, and nothing is stored. The dialog shows the
 * outcome itself, so neither toast nor alert.
 */
export function importHerdFile(kind: ImportKind, { file, dryRun, settlementId, onProgress }: ImportRequest) {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportOutcome>(`/imports/${kind}`, form, {
    query: { dryRun: dryRun || undefined, settlementId: kind === 'devices' ? settlementId : undefined },
    toast: false,
    alert: false,
    onUploadProgress: onProgress,
  });
}

export function useImportHerdFile(kind: ImportKind) {
  const refreshHerd = useRefreshHerd();
  const refreshDevices = useRefreshDevices();
  return useMutation({
    mutationFn: (request: ImportRequest) => importHerdFile(kind, request),
    onSuccess: (outcome) => {
      if (!('imported' in outcome)) return;
      return kind === 'animals' ? refreshHerd() : refreshDevices();
    },
  });
}
