import { useMutation } from '@tanstack/react-query';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import type { TimeWindow } from './get-tracks';

export interface AnimalEventsDownload {
  animalId: string;
  format: 'csv' | 'xlsx';
  window: TimeWindow;
}

/** Data API GET /animals/{id}/events/download: the animal's timeline as CSV or XLSX, in the user's language. */
export const downloadAnimalEvents = async ({ animalId, format, window }: AnimalEventsDownload) =>
  orThrow(await dataApi.download(`/animals/${animalId}/events/download`, { query: { ...window, format } }));

export const useDownloadAnimalEvents = () => useMutation({ mutationFn: downloadAnimalEvents });
