import { queryOptions } from '@tanstack/react-query';
import type {
  InvitationAnswer,
  InvitationAnswered,
  InvitationByLink,
} from '@tropero/shared/contracts/accounts';
import { api } from '../../../api/client';

/** The invitation and the secret a mailed link carries (`/account-invite?invitation=…&token=…`). */
export interface InvitationLink {
  invitationId: string;
  token: string;
}

/** GET /accountInvitations/{id}/link?token=: the invitation the link opens, named (404 when it is gone). */
export const getInvitationByLink = ({ invitationId, token }: InvitationLink): Promise<InvitationByLink> =>
  api.get<InvitationByLink>(`/accountInvitations/${invitationId}/link`, { query: { token }, alert: false });

export const invitationByLinkQueryOptions = (link: InvitationLink) =>
  queryOptions({
    queryKey: ['account-invitation-link', link.invitationId, link.token],
    queryFn: () => getInvitationByLink(link),
  });

/** PUT /accountInvitations/{id}/link {answer, token}: answers from the link, signed in or not. */
export const answerInvitationByLink = (
  { invitationId, token }: InvitationLink,
  answer: InvitationAnswer,
): Promise<InvitationAnswered> =>
  api.put<InvitationAnswered>(
    `/accountInvitations/${invitationId}/link`,
    { answer, token },
    { toast: false, alert: false },
  );
