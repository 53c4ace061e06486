import { zodResolver } from '@hookform/resolvers/zod';
import { fields } from '@tropero/shared/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFieldProps } from './use-field-props';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

const invitationSchema = z.object({ email: fields.email(), role: z.enum(['invite', 'admin']) });

/** An email invited to look (invite) or to manage too (admin), to an account or a settlement. */
export type InvitationFields = z.output<typeof invitationSchema>;

/**
 * The form of an invitation by email: once one is sent, `sentTo` says to whom and the email
 * empties for the next one, keeping the role. It gives what the inputs need: `control` for the
 * role, `field` for the email, and whether a sending is under way.
 */
export function useInviteForm(
  invite: (invitation: InvitationFields) => Promise<unknown>,
  options?: FormSubmitOptions,
) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<typeof invitationSchema>, unknown, InvitationFields>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: '', role: 'invite' },
  });
  const { submit, failure } = useFormSubmit(
    form,
    async (invitation) => {
      setSentTo(null);
      await invite(invitation);
      setSentTo(invitation.email);
      form.reset({ email: '', role: invitation.role });
    },
    options,
  );
  const field = useFieldProps(form);
  return {
    control: form.control,
    field,
    submitting: form.formState.isSubmitting,
    submit,
    failure,
    sentTo,
  };
}
