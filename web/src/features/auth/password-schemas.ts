import { z } from 'zod';
import { newPasswordSchema } from '@tropero/shared/auth';

/** A new password typed twice; the messages are i18n keys like the shared schemas'. */
export const newPasswordFields = {
  password: newPasswordSchema,
  confirmPassword: z.string(),
};

export const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;

export const PASSWORD_MISMATCH = { path: ['confirmPassword'], message: 'validation.passwordMismatch' };

export const newPasswordFormSchema = z.object(newPasswordFields).refine(passwordsMatch, PASSWORD_MISMATCH);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, 'validation.passwordRequired'), ...newPasswordFields })
  .refine(passwordsMatch, PASSWORD_MISMATCH);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
