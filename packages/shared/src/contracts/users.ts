import { z } from 'zod';
import { languageSchema, linkTokenSchema, newPasswordSchema, userSchema } from '../auth';
import { fields } from '../validation';
import { pageOf, pagingFields } from './common';

export const userListQuery = z.object({
  search: z.string().max(100).optional(),
  /** Superadmin console: only the active, or only the inactive. */
  active: z.enum(['true', 'false'], 'validation.boolean').optional(),
  ...pagingFields(200, 50),
});

export const userListResponse = pageOf(userSchema);

/** What a user may change of a record; `tags` and `active` only a superadmin. */
export const userUpdateBody = z
  .object({
    _id: fields.objectId().optional(),
    name: fields.name().optional(),
    language: languageSchema.optional(),
    alertPushNotifications: z.boolean().optional(),
    tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const disableAlertQuery = z.object({
  disableAlert: z.enum(['true', 'false'], 'validation.boolean').optional(),
});

export const languageBody = z.object({ language: languageSchema });
export const alertPushBody = z.object({ alertPushNotifications: z.boolean('validation.boolean') });
export const deviceTokenBody = z.object({ deviceToken: z.string().min(1).max(4096), id: fields.objectId() });

export const passwordChangeBody = z.object({
  currentPassword: z.string().max(200).optional(),
  password: newPasswordSchema,
});
export const passwordResetRequestBody = z.object({ email: fields.email() });
export const passwordResetBody = z.object({ token: linkTokenSchema, password: newPasswordSchema });

/** The secret of the link mailed to verify an email. */
export const verifyEmailBody = z.object({ token: linkTokenSchema });
