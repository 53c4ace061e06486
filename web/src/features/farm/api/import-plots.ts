import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { plotImportQuerySchema, plotImportResultSchema } from '@tropero/shared/contracts/farm';
import type { z } from 'zod';
import { api } from '../../../api/client';
import type { Plot } from './farm-types';
import { markersQueryOptions } from './get-markers';
import { plotsQueryOptions } from '../../../api/get-plots';

/** How many points became markers, and the placemarks skipped (lines, or points when not asked for). */
export type ImportResult = Omit<z.infer<typeof plotImportResultSchema>, 'plots'> & { plots: Plot[] };

/** `pointsAs`: points become farm markers of this type; without it they are skipped. */
export type ImportRequest = z.infer<typeof plotImportQuerySchema> & { file: File };

/**
 * POST /settlements/{id}/plots/import (multipart, field `file`). A file with any bad placemark
 * imports nothing: the error's `details` name each one. The dialog shows the outcome itself.
 */
export function importPlots(settlementId: string, { file, pointsAs }: ImportRequest): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportResult>(`/settlements/${settlementId}/plots/import`, form, {
    query: { pointsAs },
    toast: false,
    alert: false,
  });
}

export function useImportPlots(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => importPlots(settlementId, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plotsQueryOptions(settlementId).queryKey }),
        queryClient.invalidateQueries({ queryKey: markersQueryOptions(settlementId).queryKey }),
      ]),
  });
}
