import { TextInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The email, as every account form asks it; the form adds its error and registration. */
export function EmailInput(props: ComponentPropsWithRef<typeof TextInput>) {
  const { t } = useTranslation();
  return <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" size="md" {...props} />;
}
