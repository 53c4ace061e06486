import { ActionIcon, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CropBody } from '@tropero/shared/farm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { formatDay } from '../../../lib/dates';
import { useAddCrop } from '../api/add-crop';
import { useDeleteCrop } from '../api/delete-crop';
import { useCropHistory } from '../api/get-crop-history';
import { useCropTypes } from '../api/get-crop-types';
import { useUpdateCrop } from '../api/update-crop';
import type { Crop, Plot } from '../api/farm-types';
import { CropForm } from './crop-form';

interface CropHistoryTableProps {
  crops: readonly Crop[];
  onEdit?: (crop: Crop) => void;
  onDelete?: (crop: Crop) => void;
}

/** The crops of a plot, newest first; withdrawn types stay readable, marked as such. */
export function CropHistoryTable({ crops, onEdit, onDelete }: CropHistoryTableProps) {
  const { t, i18n } = useTranslation();
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : t('farm.crops.ongoing'));
  if (crops.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('farm.crops.noCrops')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={6} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('farm.crops.type')}</Table.Th>
            <Table.Th>{t('farm.crops.startDate')}</Table.Th>
            <Table.Th>{t('farm.crops.endDate')}</Table.Th>
            <Table.Th>{t('farm.crops.quality')}</Table.Th>
            {(onEdit || onDelete) && <Table.Th aria-label={t('farm.crops.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {crops.map((crop) => (
            <Table.Tr key={crop._id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{crop.cropTypeName}</Text>
                  {!crop.available && (
                    <Badge size="xs" color="yellow" variant="light">
                      {t('farm.crops.withdrawnShort')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{day(crop.startDate)}</Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{day(crop.endDate)}</Table.Td>
              <Table.Td>{crop.quality ?? '—'}</Table.Td>
              {(onEdit || onDelete) && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {onEdit && (
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={t('farm.crops.edit', { name: crop.cropTypeName })}
                        onClick={() => onEdit(crop)}
                      >
                        <IconEdit size={16} />
                      </ActionIcon>
                    )}
                    {onDelete && (
                      <ActionIcon
                        variant="subtle"
                        color="danger"
                        size="lg"
                        aria-label={t('farm.crops.delete', { name: crop.cropTypeName })}
                        onClick={() => onDelete(crop)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A plot's crop history (spec §3, §4), with adding, editing and deleting for those who may. */
export function CropHistory({
  plot,
  offsetMinutes,
  canEdit,
}: {
  plot: Plot;
  /** The settlement's offset from UTC in minutes: a new crop starts today there. */
  offsetMinutes: number;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const history = useCropHistory(plot._id);
  const cropTypes = useCropTypes();
  const add = useAddCrop(plot);
  const update = useUpdateCrop(plot);
  const remove = useDeleteCrop(plot);
  const [editing, setEditing] = useState<Crop | 'new' | null>(null);

  const save = async (crop: CropBody) => {
    if (editing === 'new') await add.mutateAsync(crop);
    else if (editing) await update.mutateAsync({ cropId: editing._id, crop });
    setEditing(null);
  };
  const confirmDelete = async (crop: Crop) => {
    if (await confirmAction('delete', t('farm.crops.deleteDetails', { name: crop.cropTypeName }))) {
      remove.mutate(crop._id);
    }
  };

  if (editing !== null) {
    return (
      <QueryView query={cropTypes}>
        {(types) => (
          <CropForm
            cropTypes={types}
            crop={editing === 'new' ? undefined : editing}
            offsetMinutes={offsetMinutes}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </QueryView>
    );
  }
  return (
    <Stack gap="sm">
      <QueryView query={history} loading={<ListSkeleton rows={2} />}>
        {(crops) => (
          <CropHistoryTable
            crops={crops}
            onEdit={canEdit ? setEditing : undefined}
            onDelete={canEdit ? (crop) => void confirmDelete(crop) : undefined}
          />
        )}
      </QueryView>
      {canEdit && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('farm.crops.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
