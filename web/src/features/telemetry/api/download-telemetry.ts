import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../api/client';

export type TelemetryDownloadKind = 'locations' | 'events';
export type TelemetryDownloadFormat = 'csv' | 'xlsx' | 'geojson';

export interface TelemetryDownload {
  kind: TelemetryDownloadKind;
  /** GeoJSON is for locations only. */
  format: TelemetryDownloadFormat;
  /** Every animal of the settlement, unless some animals are named. */
  settlementId: string;
  animalIds?: string[];
  fromDate: string;
  toDate: string;
}

/**
 * GET /exports/locations (reported positions) and GET /exports/events (daily behaviour, km and
 * Mcal) of a settlement's animals or of some of them, over a range, in the user's language.
 */
export const downloadTelemetry = ({
  kind,
  animalIds,
  ...query
}: TelemetryDownload): Promise<DownloadedFile> =>
  api.download(`/exports/${kind}`, {
    query: animalIds?.length ? { ...query, settlementId: undefined, animalIds: animalIds.join(',') } : query,
  });

export const useDownloadTelemetry = () => useMutation({ mutationFn: downloadTelemetry });
