import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHerdAnimals } from '../../workspace/use-herd-animals';
import { useHerdScope } from './use-herd-scope';

/** The animal a herd panel singles out: the one picked here, else the selected one; null for none. */
export function usePickedAnimal() {
  const { animalId } = useHerdScope();
  const { all } = useHerdAnimals();
  const [picked, pick] = useState<string | null | undefined>(undefined);
  const id = picked === undefined ? animalId : picked;
  return { animal: all.find((candidate) => candidate.animalId === id) ?? null, pick, animals: all };
}

/** A searchable choice among the settlement's animals by caravana; clearing it picks none. */
export function AnimalPicker({
  picked,
  onPick,
  placeholder,
}: {
  picked: ReturnType<typeof usePickedAnimal>;
  onPick?: (animalId: string | null) => void;
  /** What none picked means (by default, the whole herd). */
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('history.animal.pick')}
      placeholder={placeholder ?? t('history.animal.none')}
      searchable
      clearable
      data={picked.animals.map((animal) => ({ value: animal.animalId, label: animal.caravana }))}
      value={picked.animal?.animalId ?? null}
      onChange={(id) => {
        picked.pick(id);
        onPick?.(id);
      }}
      maw={280}
    />
  );
}
