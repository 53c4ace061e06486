import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpEntry, HelpEntryBody } from '@tropero/shared/contracts/help';
import { api } from '../../../api/client';
import { HELP_KEY } from './get-help';

function useRefreshHelp() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: HELP_KEY });
}

/** POST /help, or PUT /help/{id} when the entry has one (superadmin). */
export function useSaveHelpEntry(id?: string) {
  const refresh = useRefreshHelp();
  return useMutation({
    mutationFn: (body: HelpEntryBody) =>
      id ? api.put<HelpEntry>(`/help/${id}`, body) : api.post<HelpEntry>('/help', body),
    onSuccess: refresh,
  });
}

/** DELETE /help/{id} (superadmin). */
export function useDeleteHelpEntry() {
  const refresh = useRefreshHelp();
  return useMutation({ mutationFn: (id: string) => api.delete(`/help/${id}`), onSuccess: refresh });
}

/** POST /help/images (superadmin): the stored image's id. */
export function uploadHelpImage(file: File): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', file);
  // The editor says what happened to the image beside it; the entry's save toasts.
  return api.post<{ id: string }>('/help/images', form, { toast: false });
}
