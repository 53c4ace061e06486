import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../api/client';

export type BatchFile = 'labels.pdf' | 'devices.csv';

/** GET /device-batches/{id}/labels.pdf or devices.csv: the printable labels or the codes as CSV. */
export const downloadBatchFile = ({ id, file }: { id: string; file: BatchFile }): Promise<DownloadedFile> =>
  api.download(`/device-batches/${id}/${file}`);

export const useDownloadBatchFile = () => useMutation({ mutationFn: downloadBatchFile });
