import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyConversation, WhatsappCodeBody, WhatsappNumberBody } from '@tropero/shared/contracts/support';
import { api } from '../../../api/client';
import { MINE_KEY } from './my-conversation';

/** POST /support/mine/whatsapp: a new code to the number he gave. */
export function useRequestWhatsappCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappNumberBody) =>
      api.post<MyConversation>('/support/mine/whatsapp', body, { toast: false, alert: false }),
    onSuccess: (mine) => queryClient.setQueryData(MINE_KEY, mine),
  });
}

/** POST /support/mine/whatsapp/confirm: the code that came to his WhatsApp joins the number to his conversation. */
export function useConfirmWhatsappCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappCodeBody) =>
      api.post<MyConversation>('/support/mine/whatsapp/confirm', body, { toast: false, alert: false }),
    onSuccess: (mine) => queryClient.setQueryData(MINE_KEY, mine),
  });
}
