import { Select } from '@mantine/core';
import type { CollarBattery } from '@tropero/shared/contracts/collar-history';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHerdScope } from './use-herd-scope';

/**
 * The collar a history panel shows: the one chosen here, else the selected animal's, else the first
 * of the list (the lowest battery).
 */
export function usePickedCollar(collars: readonly CollarBattery[]) {
  const { animalId } = useHerdScope();
  const [chosen, setChosen] = useState<string | null>(null);
  const collar =
    collars.find((candidate) => candidate.deviceId === chosen) ??
    collars.find((candidate) => candidate.animalId === animalId) ??
    collars[0] ??
    null;
  return { collar, choose: setChosen };
}

/** A searchable choice among the herd's collars, named by the animal's caravana and the collar. */
export function CollarPicker({
  collars,
  value,
  onChange,
}: {
  collars: readonly CollarBattery[];
  value: CollarBattery | null;
  onChange: (deviceId: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('history.collar.pick')}
      searchable
      allowDeselect={false}
      data={collars.map((collar) => ({
        value: collar.deviceId,
        label: t('history.collar.option', { caravana: collar.caravana, identifier: collar.identifier }),
      }))}
      value={value?.deviceId ?? null}
      onChange={onChange}
      maw={360}
    />
  );
}
