import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { InvitationPreview } from '@tropero/shared/contracts/sharing';
import { api } from '../../../api/client';
import type { PendingInvite } from '../../../lib/pending-invite';

/** GET /users/addinvite/{settlementId}/{userId}: the invitation waiting for the signed-in user, named. */
export const getInvitationPreview = ({
  settlementId,
  userId,
  token,
}: PendingInvite): Promise<InvitationPreview> =>
  // The page says itself that the invitation is not there (a 404 is an answer, not a fault).
  api.get<InvitationPreview>(`/users/addinvite/${settlementId}/${userId}`, {
    query: { token },
    alert: false,
  });

export const invitationPreviewQueryOptions = (invite: PendingInvite) =>
  queryOptions({
    queryKey: ['invitation-preview', invite.settlementId, invite.userId, invite.token ?? null],
    queryFn: () => getInvitationPreview(invite),
  });

/**
 * Only a signed-in user can be told: the server names the invitation to its invitee alone. The
 * page is public, outside the private layout's query provider, so it hands its client over.
 */
export const useInvitationPreview = (invite: PendingInvite | null, signedIn: boolean, client: QueryClient) =>
  useQuery(
    {
      ...invitationPreviewQueryOptions(invite ?? { settlementId: '', userId: '' }),
      enabled: signedIn && invite !== null,
    },
    client,
  );
