import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettlements } from '../../../../api/get-settlements';
import { useAnimal } from '../../../herd/api/get-animal';
import { AnimalDialog } from '../../../herd/components/animals/animal-dialog';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

/** The dashboard's "edit animal" action (spec §2): the herd's animal form, over the map. */
export function EditAnimal({ animalId }: { animalId: string }) {
  const { t } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const [opened, setOpened] = useState(false);
  const animal = useAnimal(opened ? animalId : null);
  const settlements = useSettlements();
  const editable = (settlements.data ?? []).filter((candidate) => candidate.access === 'admin');
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconEdit size={14} />}
        loading={opened && animal.isPending}
        onClick={() => setOpened(true)}
      >
        {t('telemetry.animal.edit')}
      </Button>
      <AnimalDialog
        editing={opened && animal.data ? animal.data : null}
        settlements={editable}
        defaultSettlementId={settlement._id}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
