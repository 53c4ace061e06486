import { Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { LabelledSegments } from '../../../components/form/labelled-segments';
import { InviteFooter } from '../../../components/form/invite-footer';
import { useInviteForm } from '../../../components/form/use-invite-form';
import { RequestFailure } from '../../../components/request-failure';
import type { Invitation } from '../api/invite-to-settlement';

/** The email already shares the settlement: said in words of its own, not as a failure. */
const ALREADY_SHARED = 'alreadyShared';

/** Invites an email to a settlement, to look (invite) or to manage it too (admin). */
export function InviteForm({ onInvite }: { onInvite: (invitation: Invitation) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { control, field, submitting, submit, failure, sentTo } = useInviteForm(onInvite, {
    onError: (error) => (isApiError(error) && error.status === 409 ? ALREADY_SHARED : error),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('farm.sharing.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          {...field('email')}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <LabelledSegments
              id="invite-role-label"
              label={t('farm.sharing.role')}
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'invite', label: t('farm.sharing.roles.invite') },
                { value: 'admin', label: t('farm.sharing.roles.admin') },
              ]}
            >
              <Text size="xs" c="dimmed">
                {t(`farm.sharing.roleHints.${field.value}`)}
              </Text>
            </LabelledSegments>
          )}
        />
        <InviteFooter
          sent={sentTo && t('farm.sharing.sent', { email: sentTo })}
          failure={
            failure === ALREADY_SHARED ? (
              <Text size="sm" c="danger.8" role="alert">
                {t('farm.sharing.alreadyShared')}
              </Text>
            ) : (
              <RequestFailure error={failure} />
            )
          }
          sendLabel={t('farm.sharing.send')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
