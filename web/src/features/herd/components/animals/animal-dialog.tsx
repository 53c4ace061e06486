import type { Animal, AnimalBody } from '@tropero/shared/herd';
import type { Settlement } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { useCreateAnimal } from '../../api/create-animal';
import { useAnimalOptions } from '../../api/get-animal-options';
import { useRoundups } from '../../../../api/get-roundups';
import { useUpdateAnimal } from '../../api/update-animal';
import { AnimalForm } from './animal-form';
import { ScreenDialog } from '../../../../components/screen-dialog';

interface AnimalDialogProps {
  /** Closed when null; 'new' creates one; an animal is edited. */
  editing: Animal | 'new' | null;
  settlements: Settlement[];
  /** The settlement a new animal starts in (the list's filter, or the only one). */
  defaultSettlementId: string;
  onClose: () => void;
}

/** The animal form in a dialog (full screen on a phone), saving through the API. */
export function AnimalDialog({ editing, settlements, defaultSettlementId, onClose }: AnimalDialogProps) {
  const { t } = useTranslation();
  const options = useAnimalOptions();
  const roundups = useRoundups();
  const create = useCreateAnimal();
  const update = useUpdateAnimal();
  const animal = editing === 'new' ? undefined : (editing ?? undefined);

  const save = async (body: AnimalBody) => {
    if (animal) await update.mutateAsync({ id: animal._id, patch: body });
    else await create.mutateAsync(body);
    onClose();
  };

  return (
    <ScreenDialog
      opened={editing !== null}
      onClose={onClose}
      title={animal ? t('herd.animals.editTitle', { caravana: animal.caravana }) : t('herd.animals.newTitle')}
      size="xl"
    >
      {editing !== null && (
        <AnimalForm
          key={animal?._id ?? `new-${defaultSettlementId}`}
          animal={animal}
          options={options}
          settlements={settlements}
          roundups={roundups.data ?? []}
          defaultSettlementId={defaultSettlementId}
          onSubmit={save}
          onCancel={onClose}
        />
      )}
    </ScreenDialog>
  );
}
