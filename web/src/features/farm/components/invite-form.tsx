import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { fields } from '@tropero/shared/validation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { RequestFailure } from '../../../components/request-failure';
import type { Invitation } from '../api/invite-to-settlement';

const invitationSchema = z.object({ email: fields.email(), role: z.enum(['invite', 'admin']) });

/** The email already shares the settlement: said in words of its own, not as a failure. */
const ALREADY_SHARED = 'alreadyShared';

/** Invites an email to a settlement, to look (invite) or to manage it too (admin). */
export function InviteForm({ onInvite }: { onInvite: (invitation: Invitation) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<typeof invitationSchema>, unknown, Invitation>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: '', role: 'invite' },
  });
  const {
    register,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, failure } = useFormSubmit(
    form,
    async (invitation) => {
      setSentTo(null);
      await onInvite(invitation);
      setSentTo(invitation.email);
      reset({ email: '', role: invitation.role });
    },
    { onError: (error) => (isApiError(error) && error.status === 409 ? ALREADY_SHARED : error) },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('farm.sharing.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="invite-role-label">
                {t('farm.sharing.role')}
              </Text>
              <SegmentedControl
                aria-labelledby="invite-role-label"
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'invite', label: t('farm.sharing.roles.invite') },
                  { value: 'admin', label: t('farm.sharing.roles.admin') },
                ]}
              />
              <Text size="xs" c="dimmed">
                {t(`farm.sharing.roleHints.${field.value}`)}
              </Text>
            </Stack>
          )}
        />
        {sentTo && (
          <Text size="sm" c="brand.9" role="status">
            {t('farm.sharing.sent', { email: sentTo })}
          </Text>
        )}
        {failure === ALREADY_SHARED ? (
          <Text size="sm" c="danger.8" role="alert">
            {t('farm.sharing.alreadyShared')}
          </Text>
        ) : (
          <RequestFailure error={failure} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} />}>
            {t('farm.sharing.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
