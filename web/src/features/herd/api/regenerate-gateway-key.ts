import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** POST /gateways/{id}/key: a new ingest key; the previous one stops working at once. */
export const regenerateGatewayKey = (id: string): Promise<{ ingestKey: string }> =>
  api.post<{ ingestKey: string }>(`/gateways/${id}/key`, undefined, { toast: false });

export const useRegenerateGatewayKey = () => useMutation({ mutationFn: regenerateGatewayKey });
