import { Button, Group, Menu } from '@mantine/core';
import {
  IconArrowsShuffle,
  IconEdit,
  IconEye,
  IconPaw,
  IconPlus,
  IconRoute,
  IconTrash,
} from '@tabler/icons-react';
import type { Animal, AnimalListQuery } from '@tropero/shared/herd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import { listQuery, useDialogParam, useListParams } from '../../../components/list/use-list-params';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { PageContainer } from '../../../components/page-container';
import { notify } from '../../../lib/notify';
import { useBulkAnimals } from '../api/bulk-animals';
import { useDeleteAnimal } from '../api/delete-animal';
import { useAnimal } from '../api/get-animal';
import { useAnimalOptions } from '../api/get-animal-options';
import { useAnimals } from '../api/get-animals';
import { AllocateDialog, type AllocationTarget } from '../components/allocations/allocate-dialog';
import { animalColumns } from '../components/animals/animal-columns';
import { AnimalDetail } from '../components/animals/animal-detail';
import { AnimalDialog } from '../components/animals/animal-dialog';
import { ANIMAL_FILTERS, AnimalFilters } from '../components/animals/animal-filters';
import { MoveRoundupDialog } from '../components/animals/move-roundup-dialog';
import { ExportMenu } from '../components/export-menu';
import { ImportButton } from '../components/imports/import-button';
import { ImportDialog } from '../components/imports/import-dialog';
import { useSettlementAccess } from '../use-settlement-access';
import { RowDangerAction } from '../../../components/list/row-danger-action';

/** The one settlement a set of animals shares, or null when they are spread over several. */
function sharedSettlement(animals: Animal[]): string | null {
  const ids = new Set(animals.map((animal) => animal.settlementId));
  return ids.size === 1 ? [...ids][0]! : null;
}

/**
 * /animals (spec §2): the herd as a server-paginated table for tens of thousands of heads, with
 * search, filters, bulk actions, the animal form and detail, import and export.
 */
export default function AnimalsPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(ANIMAL_FILTERS, 'caravana');
  const access = useSettlementAccess();
  const options = useAnimalOptions();
  const query = listQuery(list) as AnimalListQuery;
  const { page: _page, pageSize: _pageSize, sort: _sort, ...exportFilters } = query;
  const animals = useAnimals(query);
  const remove = useDeleteAnimal();
  const bulk = useBulkAnimals();

  const [importing, setImporting] = useDialogParam('import');
  const [creating, setCreating] = useDialogParam('new');
  const [detailId, setDetailId] = useDialogParam('animal');
  const [editId, setEditId] = useDialogParam('edit');
  const [editing, setEditing] = useState<Animal | null>(null);
  const [allocating, setAllocating] = useState<AllocationTarget | null>(null);
  const [moving, setMoving] = useState<Animal[] | null>(null);

  const canEditRow = useMemo(() => (animal: Animal) => access.canEdit(animal.settlementId), [access]);
  const selection = useRowSelection<Animal>(JSON.stringify([list.q, list.filters]), canEditRow);
  const columns = animalColumns(t, i18n.language, access.settlements.length > 1 ? access.nameOf : null);
  const defaultSettlementId = access.defaultFor(list.filters.settlementId);

  // A link to edit an animal (the dashboard's "edit animal") names it; the form needs the whole record.
  const editingFromLink = useAnimal(editId).data ?? null;
  const animalInForm = editing ?? (editId ? editingFromLink : null);

  const closeForm = () => {
    setEditing(null);
    setEditId(null);
    setCreating(null);
  };

  const confirmDelete = async (animal: Animal) => {
    if (await confirmAction('delete', t('herd.animals.deleteDetails', { caravana: animal.caravana }))) {
      remove.mutate(animal._id, { onSuccess: () => detailId === animal._id && setDetailId(null) });
    }
  };

  const confirmBulkDelete = async () => {
    const ids = selection.rows.map((animal) => animal._id);
    if (!(await confirmAction('delete', t('herd.animals.bulk.deleteDetails', { count: ids.length })))) return;
    bulk.mutate(
      { action: 'delete', ids },
      {
        // The client gives the toasts of a DELETE, success and failure alike (spec §8).
        onSuccess: selection.clear,
      },
    );
  };

  const allocateOne = (animal: Animal) =>
    setAllocating({
      kind: 'animals',
      ids: [animal._id],
      settlementId: animal.settlementId,
      label: animal.caravana,
    });

  const allocateSelected = () => {
    const settlementId = sharedSettlement(selection.rows);
    if (!settlementId) {
      void notify(
        'warning',
        t('herd.animals.bulk.mixedSettlementsTitle'),
        t('herd.allocation.oneSettlement'),
      );
      return;
    }
    setAllocating({
      kind: 'animals',
      ids: selection.rows.map((animal) => animal._id),
      settlementId,
      label: t('herd.animals.bulk.countLabel', { count: selection.count }),
    });
  };

  const rowActions = (animal: Animal) => (
    <>
      <Menu.Item leftSection={<IconEye size={16} />} onClick={() => setDetailId(animal._id)}>
        {t('herd.animals.detail.open')}
      </Menu.Item>
      {access.canEdit(animal.settlementId) && (
        <>
          <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => setEditing(animal)}>
            {t('herd.actions.edit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowsShuffle size={16} />} onClick={() => allocateOne(animal)}>
            {t('herd.allocation.action')}
          </Menu.Item>
          <RowDangerAction onClick={() => void confirmDelete(animal)}>
            {t('herd.actions.delete')}
          </RowDangerAction>
        </>
      )}
    </>
  );

  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating('1')}>
      {t('herd.animals.new')}
    </Button>
  );
  const importButton = <ImportButton onClick={() => setImporting('1')} />;

  return (
    <PageContainer
      title={t('routes.animals')}
      description={t('herd.animals.description')}
      actions={
        <Group gap="xs">
          {access.canEditAny && importButton}
          <ExportMenu listing={{ kind: 'animals', filters: exportFilters, sort: list.sort }} />
          {access.canEditAny && newButton}
        </Group>
      }
    >
      <ListPage
        list={list}
        query={animals}
        label={t('routes.animals')}
        columns={columns}
        titleColumn="caravana"
        rowName={(animal) => animal.caravana}
        searchPlaceholder={t('herd.animals.search')}
        filters={
          <AnimalFilters
            filters={list.filters}
            settlements={access.settlements}
            options={options}
            onChange={list.setFilter}
            onClear={list.clearFilters}
          />
        }
        noMatch={{ title: t('herd.animals.noMatch'), description: t('herd.animals.noMatchHint') }}
        empty={
          <ListEmpty
            icon={<IconPaw size={28} />}
            title={t('herd.animals.empty')}
            description={t(access.canEditAny ? 'herd.animals.emptyHint' : 'herd.animals.emptyReadOnly')}
            actions={
              access.canEditAny && (
                <>
                  {newButton}
                  {importButton}
                </>
              )
            }
          />
        }
        selection={access.canEditAny ? selection : undefined}
        rowActions={rowActions}
        onOpen={(animal) => setDetailId(animal._id)}
        bulkActions={
          <>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRoute size={16} />}
              onClick={() => setMoving(selection.rows)}
            >
              {t('herd.animals.bulk.move')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArrowsShuffle size={16} />}
              onClick={allocateSelected}
            >
              {t('herd.allocation.action')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="danger"
              leftSection={<IconTrash size={16} />}
              loading={bulk.isPending}
              onClick={() => void confirmBulkDelete()}
            >
              {t('herd.actions.delete')}
            </Button>
          </>
        }
      />

      <AnimalDialog
        editing={animalInForm ?? (creating ? 'new' : null)}
        settlements={access.editable}
        defaultSettlementId={defaultSettlementId}
        onClose={closeForm}
      />
      <AnimalDetail
        animalId={detailId}
        settlementName={access.nameOf}
        canEdit={access.canEdit}
        onClose={() => setDetailId(null)}
        onEdit={setEditing}
        onAllocate={allocateOne}
        onDelete={(animal) => void confirmDelete(animal)}
      />
      <AllocateDialog target={allocating} onClose={() => setAllocating(null)} onDone={selection.clear} />
      <MoveRoundupDialog
        ids={moving && moving.map((animal) => animal._id)}
        settlementId={moving && sharedSettlement(moving)}
        onClose={() => setMoving(null)}
        onDone={selection.clear}
      />
      <ImportDialog kind="animals" opened={importing !== null} onClose={() => setImporting(null)} />
    </PageContainer>
  );
}
