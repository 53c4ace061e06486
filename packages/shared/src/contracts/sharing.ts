import { z } from 'zod';
import { linkTokenSchema } from '../auth';
import { fields } from '../validation';

/** What a settlement is shared for: to manage it, or only to look at it. */
export const sharedRoleSchema = z.enum(['admin', 'invite'], 'validation.memberRole');

export const inviteParamsSchema = z.object({
  settlementId: fields.objectId(),
  email: fields.email(),
  role: sharedRoleSchema,
});
export const inviteSentSchema = z.object({ message: z.string(), email: z.string(), role: sharedRoleSchema });

/** `userId`: who invited. */
export const acceptInviteParamsSchema = z.object({
  settlementId: fields.objectId(),
  userId: fields.objectId(),
});
/**
 * The invitation link's secret. Without it, only a user whose email is verified may open the
 * invitation sent to that email.
 */
export const inviteTokenQuery = z.object({ token: linkTokenSchema.optional() });
export const acceptInviteBody = inviteTokenQuery;

/** A pending settlement invitation as its invitee sees it before accepting (GET /users/addinvite). */
export const invitationPreviewSchema = z.object({
  settlementId: z.string(),
  settlementName: z.string(),
  inviterName: z.string(),
  role: z.enum(['admin', 'invite']),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const acceptedInviteSchema = z.object({
  settlementId: z.string(),
  accountId: z.string(),
  name: z.string(),
  role: sharedRoleSchema,
});

/** Someone the settlement is shared with, or still invited. */
export const sharedWithSchema = z.object({
  /** The user, once he accepted. */
  _id: z.string().nullable(),
  /** The invitation, while it waits to be accepted. */
  inviteId: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  role: sharedRoleSchema,
  status: z.enum(['active', 'pending']),
});

export const sharedUserParamsSchema = z.object({ id: fields.objectId(), userId: fields.objectId() });
export const sharedInviteParamsSchema = z.object({ id: fields.objectId(), inviteId: fields.objectId() });
