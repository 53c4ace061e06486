import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsShuffle, IconEdit, IconFence, IconRoute, IconTrash } from '@tabler/icons-react';
import { NO_CATEGORY, type Animal } from '@tropero/shared/herd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/query-view';
import { formatDateTime, formatDay } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import { useAnimal } from '../../api/get-animal';
import { useAnimalAllocations } from '../../api/get-animal-allocations';
import { useAnimalRoundups } from '../../api/get-animal-roundups';
import { PeriodHistory } from './period-history';
import { SideDrawer } from '../../../../components/side-drawer';

interface AnimalDetailProps {
  animalId: string | null;
  settlementName: (id: string) => string | undefined;
  canEdit: (settlementId: string) => boolean;
  onClose: () => void;
  onEdit: (animal: Animal) => void;
  onAllocate: (animal: Animal) => void;
  onDelete: (animal: Animal) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** One animal: its data, the roundups it has been in and the plots it has been allocated to. */
export function AnimalDetail({ animalId, onClose, ...actions }: AnimalDetailProps) {
  const { t } = useTranslation();
  const animal = useAnimal(animalId);
  return (
    <SideDrawer
      opened={animalId !== null}
      onClose={onClose}
      title={
        animal.data
          ? t('herd.animals.detail.title', { caravana: animal.data.caravana })
          : t('herd.animals.detail.loading')
      }
    >
      {animalId && (
        <QueryView query={animal} loading={<Skeleton h={240} />}>
          {(data) => <AnimalSummary animal={data} {...actions} />}
        </QueryView>
      )}
    </SideDrawer>
  );
}

function AnimalSummary({
  animal,
  settlementName,
  canEdit,
  onEdit,
  onAllocate,
  onDelete,
}: Omit<AnimalDetailProps, 'animalId' | 'onClose'> & { animal: Animal }) {
  const { t, i18n } = useTranslation();
  const none = NO_CATEGORY;
  const editable = canEdit(animal.settlementId);
  const roundups = useAnimalRoundups(animal._id);
  const allocations = useAnimalAllocations(animal._id);
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge variant="light" color="brand">
          {animal.type}
        </Badge>
        {animal.sex && (
          <Badge variant="light" color="navy">
            {t(`herd.animals.sex.${animal.sex}`)}
          </Badge>
        )}
        <Badge variant="outline" color="gray">
          {animal.roundupName}
        </Badge>
      </Group>
      {editable && (
        <Group gap="xs">
          <Button size="xs" leftSection={<IconEdit size={16} />} onClick={() => onEdit(animal)}>
            {t('herd.actions.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowsShuffle size={16} />}
            onClick={() => onAllocate(animal)}
          >
            {t('herd.allocation.action')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="danger"
            leftSection={<IconTrash size={16} />}
            onClick={() => onDelete(animal)}
          >
            {t('herd.actions.delete')}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <Field label={t('herd.animals.fields.senasa')}>{animal.senasa ?? '—'}</Field>
        <Field label={t('herd.animals.fields.eid')}>{animal.eid ?? '—'}</Field>
        <Field label={t('herd.animals.fields.subtype')}>{animal.subtype ?? none}</Field>
        <Field label={t('herd.animals.fields.breed')}>{animal.breed ?? none}</Field>
        <Field label={t('herd.animals.fields.birthDay')}>
          {animal.birthDay ? formatDay(animal.birthDay, i18n.language) : '—'}
        </Field>
        <Field label={t('herd.animals.fields.weightKg')}>
          {animal.weightKg !== null ? formatNumber(animal.weightKg, i18n.language) : '—'}
        </Field>
        <Field label={t('herd.fields.settlement')}>{settlementName(animal.settlementId) ?? '—'}</Field>
        <Field label={t('herd.fields.plot')}>{animal.plotName ?? t('herd.animals.noPlot')}</Field>
      </SimpleGrid>
      {animal.observations && (
        <Field label={t('herd.animals.fields.observations')}>{animal.observations}</Field>
      )}
      <PeriodHistory
        icon={IconRoute}
        title={t('herd.animals.detail.roundups')}
        empty={t('herd.animals.detail.noHistory')}
        query={roundups}
        keyOf={(period) => `${period.from}-${period.roundupId}`}
        nameOf={(period) => period.roundupName}
        format={formatDateTime}
      />
      <PeriodHistory
        icon={IconFence}
        title={t('herd.animals.detail.plots')}
        empty={t('herd.animals.detail.noAllocations')}
        query={allocations}
        keyOf={(period) => `${period.from}-${period.plotId}`}
        nameOf={(period) => period.plotName}
        format={formatDay}
      />
    </Stack>
  );
}
