import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSearch } from '../api/search-accounts';

interface AccountPickerProps {
  value: string | null;
  onChange: (accountId: string | null) => void;
  error?: string;
  /** An account not to offer (the one the device is in). */
  exclude?: string;
}

/** Finds an account by its name or its owner's name or email, as the superadmin types. */
export function AccountPicker({ value, onChange, error, exclude }: AccountPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const accounts = useAccountSearch(debounced);
  const options = (accounts.data?.items ?? [])
    .filter((account) => account._id !== exclude)
    .map((account) => ({ value: account._id, label: `${account.name} · ${account.owner.email}` }));
  return (
    <Select
      label={t('deviceFactory.account.label')}
      description={t('deviceFactory.account.hint')}
      placeholder={t('deviceFactory.account.placeholder')}
      searchable
      required
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={debounced.trim().length >= 2 ? t('deviceFactory.account.none') : undefined}
      filter={({ options: all }) => all}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-autofocus
    />
  );
}
