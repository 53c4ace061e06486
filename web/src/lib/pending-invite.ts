import { pendingInviteSchema, type PendingInvite } from '@tropero/shared/auth';
import { readJson, removeKeys, storageKeys, writeJson } from './storage';

export type { PendingInvite };

/**
 * The pair carried by an invite link's `settlement` and `user` query parameters, if both are there,
 * with the invitation's secret (`token`) when the link carries one.
 */
export function inviteFromSearch(search: string): PendingInvite | null {
  const params = new URLSearchParams(search);
  const settlementId = params.get('settlement');
  const userId = params.get('user');
  const token = params.get('token');
  if (!settlementId || !userId) return null;
  return token ? { settlementId, userId, token } : { settlementId, userId };
}

/** Whether both ids are object ids, as in every invitation the server sends. */
export const isWellFormedInvite = (invite: PendingInvite): boolean =>
  pendingInviteSchema.safeParse(invite).success;

/**
 * Keeps the invite as pending (spec §3). A link with ids the server never hands out is not kept:
 * it could not be accepted, and a stored value that fails its schema would wipe the storage.
 */
export function storePendingInvite(invite: PendingInvite): void {
  if (isWellFormedInvite(invite)) writeJson(storageKeys.pendingInvite, invite);
}

export function readPendingInvite(): PendingInvite | null {
  return readJson<PendingInvite | null>(storageKeys.pendingInvite, null, pendingInviteSchema.nullable());
}

export function clearPendingInvite(): void {
  removeKeys(storageKeys.pendingInvite);
}

export const inviteSearch = (invite: PendingInvite): Record<string, string> => ({
  settlement: invite.settlementId,
  user: invite.userId,
  ...(invite.token && { token: invite.token }),
});
