import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** POST /devices/{id}/key: a new ingest key; the previous one stops working at once. */
export const regenerateDeviceKey = (id: string): Promise<{ ingestKey: string }> =>
  api.post<{ ingestKey: string }>(`/devices/${id}/key`, undefined, { toast: false });

export const useRegenerateDeviceKey = () => useMutation({ mutationFn: regenerateDeviceKey });
