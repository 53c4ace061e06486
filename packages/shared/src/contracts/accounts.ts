import { z } from 'zod';
import { accountSchema, linkTokenSchema } from '../auth';
import { ACCOUNT_TYPES } from '../constants';
import { fields } from '../validation';

export const userIdParams = z.object({ userId: fields.objectId() });
export const memberParams = z.object({ id: fields.objectId(), userId: fields.objectId() });
export const activeQuery = z.object({ active: z.enum(['true', 'false'], 'validation.boolean').optional() });

const accountType = z.enum(ACCOUNT_TYPES, 'validation.accountType');

export const createAccountBody = z.object({ name: fields.name(), accountType: accountType.optional() });
export const updateAccountBody = z
  .object({
    name: fields.name().optional(),
    accountType: accountType.optional(),
    active: z.boolean().optional(),
    /** Superadmin only; turning it on needs the FULL plan (spec §5). */
    satelliteIntegration: z.boolean('validation.boolean').optional(),
  })
  .strict();
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

export const memberBody = z.object({
  role: z.enum(['admin', 'invite'], 'validation.memberRole'),
  active: z.boolean().default(true),
});
/**
 * `active`: he is a member now. `pending`: he was not, so he got an invitation to answer, and
 * nothing changes for him until he accepts it.
 */
export const memberResponse = z.object({
  accountId: z.string(),
  userId: z.string(),
  role: z.enum(['owner', 'admin', 'invite']),
  active: z.boolean(),
  status: z.enum(['active', 'pending']),
});

const invitedRole = z.enum(['admin', 'invite']);

/** An invitation to join an account as its invitee sees it. */
export const membershipInvitationSchema = z.object({
  _id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  inviterName: z.string(),
  role: invitedRole,
  createdAt: z.string(),
});
export type MembershipInvitation = z.infer<typeof membershipInvitationSchema>;
export const membershipInvitationListResponse = z.array(membershipInvitationSchema);

/** An invitation to join an account as the account's owner sees it, while it waits. */
/** A pending invitation as the account's owner sees it: the address only, registered or not. */
export const accountInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: invitedRole,
  createdAt: z.string(),
});
/** What inviting by email answers, the same whether the address is registered or not. */
export const invitationSentResponse = z.object({
  message: z.string(),
  email: z.string(),
  role: invitedRole,
  status: z.literal('pending'),
});
export const accountInvitationListResponse = z.array(accountInvitationSchema);

export const invitationParams = z.object({ invitationId: fields.objectId() });
export const accountInvitationParams = z.object({
  id: fields.objectId(),
  invitationId: fields.objectId(),
});

export const invitationAnswer = z.enum(['accept', 'decline'], 'validation.invitationAnswer');
export type InvitationAnswer = z.infer<typeof invitationAnswer>;
export const answerInvitationBody = z.object({ answer: invitationAnswer });
/** Answering from the mailed link, signed in or not: its secret stands for the invitee. */
export const answerInvitationByLinkBody = z.object({ answer: invitationAnswer, token: linkTokenSchema });
export const invitationLinkQuery = z.object({ token: linkTokenSchema });

/** The invitation the mailed link opens, before it is answered. */
export const invitationByLinkSchema = membershipInvitationSchema.omit({ _id: true, createdAt: true });
export type InvitationByLink = z.infer<typeof invitationByLinkSchema>;

export const invitationAnsweredSchema = z.object({
  accountId: z.string(),
  answer: invitationAnswer,
});
export type InvitationAnswered = z.infer<typeof invitationAnsweredSchema>;

export const accountListResponse = z.array(accountSchema);

/** A member of an account as its owner sees him (spec §6, "Administrar cuentas"). */
export const accountMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'admin', 'invite']),
  active: z.boolean(),
});
export type AccountMember = z.infer<typeof accountMemberSchema>;
export const accountMemberListResponse = z.array(accountMemberSchema);

/** The owner invites someone by his email; he joins only when he accepts (consent). */
export const inviteMemberBody = z.object({ email: fields.email(), role: invitedRole });
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

/** The owner hands the account to one of its active members; he stays on as an admin. */
export const transferOwnershipBody = z.object({ userId: fields.objectId() });
