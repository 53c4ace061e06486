import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkerType } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Plot } from './farm-types';
import { markersQueryOptions } from './get-markers';
import { plotsQueryOptions } from '../../../api/get-plots';

export interface ImportResult {
  plots: Plot[];
  /** How many points became farm markers. */
  markers: number;
  /** Placemarks that are neither polygons nor (when chosen) points, e.g. lines. */
  skipped: { index: number; name: string }[];
}

export interface ImportRequest {
  file: File;
  /** Points become farm markers of this type; without it they are skipped. */
  pointsAs?: MarkerType;
}

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
