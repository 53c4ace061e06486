import { useQuery } from '@tanstack/react-query';
import type { CannedAnswer, CannedAnswerBody } from '@tropero/shared/contracts/support';
import { api } from '../../../api/client';
import { SUPPORT_KEY } from './support-key';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

const CANNED_KEY = [...SUPPORT_KEY, 'canned'] as const;

/** GET /support/canned-answers (superadmin). */
export const useCannedAnswers = () =>
  useQuery({ queryKey: CANNED_KEY, queryFn: () => api.get<CannedAnswer[]>('/support/canned-answers') });

/** POST /support/canned-answers, or PUT /support/canned-answers/{id} when it has one. */
export function useSaveCannedAnswer() {
  return useRefreshingMutation(
    ({ id, body }: { id?: string; body: CannedAnswerBody }) =>
      id
        ? api.put<CannedAnswer>(`/support/canned-answers/${id}`, body)
        : api.post<CannedAnswer>('/support/canned-answers', body),
    CANNED_KEY,
  );
}

/** DELETE /support/canned-answers/{id}. */
export function useDeleteCannedAnswer() {
  return useRefreshingMutation((id: string) => api.delete(`/support/canned-answers/${id}`), CANNED_KEY);
}
