import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CannedAnswer, CannedAnswerBody } from '@tropero/shared/contracts/support';
import { api } from '../../../api/client';
import { SUPPORT_KEY } from './support-key';

const CANNED_KEY = [...SUPPORT_KEY, 'canned'] as const;

/** GET /support/canned-answers (superadmin). */
export const useCannedAnswers = () =>
  useQuery({ queryKey: CANNED_KEY, queryFn: () => api.get<CannedAnswer[]>('/support/canned-answers') });

/** POST /support/canned-answers, or PUT /support/canned-answers/{id} when it has one. */
export function useSaveCannedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CannedAnswerBody }) =>
      id
        ? api.put<CannedAnswer>(`/support/canned-answers/${id}`, body)
        : api.post<CannedAnswer>('/support/canned-answers', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}

/** DELETE /support/canned-answers/{id}. */
export function useDeleteCannedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/support/canned-answers/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}
