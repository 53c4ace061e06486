import { z } from 'zod';
import { ACCOUNT_TYPES, LANGUAGES } from './constants';
import { fields } from './validation';

export const languageSchema = z.enum(LANGUAGES, 'validation.language');

/** Login form (spec §5): the same rules on the web form and the server. */
export const loginBodySchema = z.object({
  email: fields.email(),
  password: z.string('validation.passwordRequired').min(1, 'validation.passwordRequired'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const newPasswordSchema = z
  .string('validation.passwordRequired')
  .min(8, 'validation.passwordTooShort')
  .max(200, 'validation.passwordTooLong');

/** The one-time secret a mailed link carries (invitations, email verification, password recovery). */
export const linkTokenSchema = z.string().min(1).max(200);

/**
 * The pending invite of spec §3: the settlement and the user who sent the invitation, with the
 * invitation's secret when the link carried one (links sent before secrets existed have none).
 */
export const pendingInviteSchema = z.object({
  settlementId: fields.objectId(),
  userId: fields.objectId(),
  token: linkTokenSchema.optional(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

export const signUpBodySchema = z.object({
  email: fields.email(),
  password: newPasswordSchema,
  name: fields.name(),
  language: languageSchema.optional(),
  /**
   * Signing up from an invitation link: no account or tags of his own, only the shared settlement,
   * which he gets at once with the link's secret (it also proves his email), else once he proves it.
   */
  invite: pendingInviteSchema.optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  needsPasswordReset: z.boolean(),
  language: languageSchema,
  tags: z.array(z.string()),
  alertPushNotifications: z.boolean(),
  disableAlert: z.boolean(),
  /** He followed a link mailed to his address. Optional: sessions stored before it existed lack it. */
  emailVerified: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const accountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  ownerId: z.string(),
  active: z.boolean(),
  /** Spec §5: the green-index layers and NDVI history need it; a superadmin turns it on (FULL plan). */
  satelliteIntegration: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
