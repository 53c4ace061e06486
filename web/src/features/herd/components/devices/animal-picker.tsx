import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnimals } from '../../api/get-animals';

interface AnimalPickerProps {
  value: string;
  /** The caravana of the animal already chosen (it may not be among the results of a search). */
  currentLabel: string | null;
  settlementId: string;
  onChange: (animalId: string, caravana: string | null) => void;
  disabled?: boolean;
  description?: string;
  error?: string;
}

/** Picks an animal by its caravana, searching the server (a herd can have tens of thousands). */
export function AnimalPicker({
  value,
  currentLabel,
  settlementId,
  onChange,
  disabled,
  description,
  error,
}: AnimalPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const animals = useAnimals({
    page: 1,
    pageSize: 20,
    sort: 'caravana',
    q: debounced.trim() || undefined,
    settlementId: settlementId || undefined,
  });
  const found = (animals.data?.items ?? []).map((animal) => ({ value: animal._id, label: animal.caravana }));
  const data =
    value && currentLabel && !found.some((option) => option.value === value)
      ? [{ value, label: currentLabel }, ...found]
      : found;

  return (
    <Select
      label={t('herd.devices.fields.animal')}
      description={description}
      placeholder={t('herd.devices.form.animalPlaceholder')}
      data={data}
      value={value || null}
      onChange={(id, option) => onChange(id ?? '', option?.label ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: show what it found.
      filter={({ options }) => options}
      nothingFoundMessage={animals.isFetching ? t('common.loading') : t('herd.devices.form.noAnimals')}
      clearable
      disabled={disabled}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
