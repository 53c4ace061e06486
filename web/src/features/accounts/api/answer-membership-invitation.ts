import type { InvitationAnswer, InvitationAnswered } from '@tropero/shared/contracts/accounts';
import { api } from '../../../api/client';

/** PUT /accountInvitations/{id} {answer}: the signed-in invitee accepts or declines. */
export const answerMembershipInvitation = (
  invitationId: string,
  answer: InvitationAnswer,
): Promise<InvitationAnswered> =>
  api.put<InvitationAnswered>(`/accountInvitations/${invitationId}`, { answer }, { toast: false });
