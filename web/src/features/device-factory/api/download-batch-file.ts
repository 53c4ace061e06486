import { useMutation } from '@tanstack/react-query';
import type { BatchCode } from '@tropero/shared/contracts/device-factory';
import { api, type DownloadedFile } from '../../../api/client';

export type BatchFile = 'labels.pdf' | 'devices.csv';

/**
 * The batch's printable labels or its devices as CSV. With the codes the creation or a regeneration
 * answered (POST, each checked by the server), they carry them; later (GET) they carry none.
 */
export const downloadBatchFile = ({
  id,
  file,
  codes,
}: {
  id: string;
  file: BatchFile;
  codes?: BatchCode[];
}): Promise<DownloadedFile> =>
  codes
    ? api.downloadWith(`/device-batches/${id}/${file}`, { devices: codes })
    : api.download(`/device-batches/${id}/${file}`);

export const useDownloadBatchFile = () => useMutation({ mutationFn: downloadBatchFile });
