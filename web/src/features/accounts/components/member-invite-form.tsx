import { Group, Select, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InviteFooter } from '../../../components/form/invite-footer';
import { useInviteForm } from '../../../components/form/use-invite-form';
import { RequestFailure } from '../../../components/request-failure';
import { useInviteAccountMember } from '../api/invite-account-member';

/** Invites a user to the account by his email, to look (invite) or to manage it too (admin). */
export function MemberInviteForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const invite = useInviteAccountMember(accountId);
  const { control, field, submitting, submit, failure, sentTo } = useInviteForm((body) =>
    invite.mutateAsync(body),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('accounts.manage.invite')}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t('accounts.manage.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            style={{ flex: 1 }}
            miw={200}
            {...field('email')}
          />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select
                label={t('accounts.manage.role')}
                w={150}
                allowDeselect={false}
                value={field.value}
                onChange={(role) => field.onChange(role)}
                data={(['invite', 'admin'] as const).map((role) => ({
                  value: role,
                  label: t(`accounts.manage.roles.${role}`),
                }))}
              />
            )}
          />
        </Group>
        <InviteFooter
          sent={sentTo && t('accounts.manage.sent', { email: sentTo })}
          failure={<RequestFailure error={failure} />}
          sendLabel={t('accounts.manage.send')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
