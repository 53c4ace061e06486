import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { ACCOUNT_TYPES, TAX_CONDITIONS } from '@tropero/shared/constants';
import {
  ownedAccountUpdateBody,
  type OwnedAccount,
  type OwnedAccountUpdateBody,
} from '@tropero/shared/contracts/owners';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form/form-footer';
import { useFieldProps } from '../../../components/form/use-field-props';
import { useFormSubmit } from '../../../components/form/use-form-submit';

/** The form's values: texts as typed (empty clears), the limit empty when there is none. */
export interface AccountFormValues {
  name: string;
  accountType: OwnedAccount['accountType'];
  active: boolean;
  satelliteIntegration: boolean;
  taxCondition: string | null;
  taxId: string;
  contactPhone: string;
  whatsapp: string;
  deviceLimit: number | string;
}

export const accountFormValues = (account: OwnedAccount): AccountFormValues => ({
  name: account.name,
  accountType: account.accountType,
  active: account.active,
  satelliteIntegration: account.satelliteIntegration,
  taxCondition: account.taxCondition,
  taxId: account.taxId ?? '',
  contactPhone: account.contactPhone ?? '',
  whatsapp: account.whatsapp ?? '',
  deviceLimit: account.deviceLimit ?? '',
});

/** What the form sends: an empty limit is no limit; the FREE plan has no satellite integration. */
export const toAccountBody = (values: AccountFormValues) => ({
  ...values,
  satelliteIntegration: values.accountType === 'FULL' && values.satelliteIntegration,
  deviceLimit: values.deviceLimit === '' ? null : Number(values.deviceLimit),
});

/** The shared schema checks the form: its messages (i18n keys) land on the field they name. */
const resolver: Resolver<AccountFormValues, unknown, OwnedAccountUpdateBody> = async (values) => {
  const result = ownedAccountUpdateBody.safeParse(toAccountBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<AccountFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof AccountFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

interface AccountFormProps {
  account: OwnedAccount;
  save: (body: OwnedAccountUpdateBody) => Promise<unknown>;
}

/** An account's plan, state, tax data, contacts, satellite integration and device limit (spec §4–§5). */
export function AccountForm({ account, save }: AccountFormProps) {
  const { t } = useTranslation();
  const form = useForm<AccountFormValues, unknown, OwnedAccountUpdateBody>({
    defaultValues: accountFormValues(account),
    resolver,
  });
  const field = useFieldProps(form);
  const { submit, failure } = useFormSubmit(form, save, { confirmEdit: true });
  const { errors, isSubmitting, isDirty } = form.formState;
  const error = (key: string | undefined) => (key ? t(key) : undefined);
  const full = form.watch('accountType') === 'FULL';

  return (
    <form onSubmit={submit} noValidate aria-label={t('console.accounts.edit')}>
      <Stack gap="sm">
        <TextInput label={t('console.fields.accountName')} required {...field('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="accountType"
            render={({ field: input }) => (
              <Select
                label={t('console.fields.accountType')}
                data={[...ACCOUNT_TYPES]}
                allowDeselect={false}
                value={input.value}
                onChange={(value) => value && input.onChange(value)}
                error={error(errors.accountType?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="taxCondition"
            render={({ field: input }) => (
              <Select
                label={t('console.fields.taxCondition')}
                data={TAX_CONDITIONS.map((value) => ({ value, label: t(`console.taxConditions.${value}`) }))}
                clearable
                value={input.value}
                onChange={input.onChange}
                error={error(errors.taxCondition?.message)}
              />
            )}
          />
          <TextInput
            label={t('console.fields.taxId')}
            description={t('console.accounts.taxIdHint')}
            {...field('taxId')}
          />
          <Controller
            control={form.control}
            name="deviceLimit"
            render={({ field: input }) => (
              <NumberInput
                label={t('console.fields.deviceLimit')}
                description={t('console.accounts.deviceLimitHint')}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={input.value}
                onChange={input.onChange}
                error={error(errors.deviceLimit?.message)}
              />
            )}
          />
          <TextInput
            label={t('console.fields.contactPhone')}
            placeholder="+54 9 11 1234-5678"
            type="tel"
            {...field('contactPhone')}
          />
          <TextInput
            label={t('console.fields.whatsapp')}
            placeholder="54 3804 1234567"
            type="tel"
            {...field('whatsapp')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="satelliteIntegration"
          render={({ field: input }) => (
            <Switch
              label={t('console.fields.satelliteIntegration')}
              description={t(full ? 'console.accounts.satelliteHint' : 'console.accounts.satelliteNeedsFull')}
              disabled={!full}
              checked={full && input.value}
              onChange={(event) => input.onChange(event.currentTarget.checked)}
              error={error(errors.satelliteIntegration?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="active"
          render={({ field: input }) => (
            <Switch
              label={t('console.fields.active')}
              checked={input.value}
              onChange={(event) => input.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <FormFooter
          failure={failure}
          failureTitle={t('console.accounts.saveFailed')}
          submitLabel={t('console.actions.save')}
          submitting={isSubmitting}
          disabled={!isDirty}
        />
      </Stack>
    </form>
  );
}
