import { Menu, Text } from '@mantine/core';
import { IconArrowsShuffle, IconEdit, IconList } from '@tabler/icons-react';
import { NO_ROUNDUP } from '@tropero/shared/herd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { href } from '../../../../config/routes';
import { formatNumber } from '../../../../lib/format';
import type { Roundup } from '../../herd-types';
import { NO_ROUNDUP_FILTER } from '../animals/animal-filters';
import { DataTable, type Column } from '../../../../components/list/data-table';
import { RowDangerAction } from '../../../../components/list/row-danger-action';

interface RoundupsTableProps {
  roundups: Roundup[];
  /** How many animals of the settlement are in no roundup. */
  withoutRoundup: number | undefined;
  settlementId: string;
  canEdit: boolean;
  onRename: (roundup: Roundup) => void;
  onAllocate: (roundup: Roundup) => void;
  onDelete: (roundup: Roundup) => void;
}

/** The settlement's roundups with their head counts; 'SIN RODEO' last, for the animals of none. */
export function RoundupsTable({
  roundups,
  withoutRoundup,
  settlementId,
  canEdit,
  onRename,
  onAllocate,
  onDelete,
}: RoundupsTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const animalsOf = (roundup: Roundup) => href('animals', {}, { settlementId, roundupId: roundup._id });
  const rows: Roundup[] = [
    ...roundups,
    { _id: NO_ROUNDUP_FILTER, settlementId, name: NO_ROUNDUP, animalCount: withoutRoundup ?? 0 },
  ];
  const real = (roundup: Roundup) => roundup._id !== NO_ROUNDUP_FILTER;
  const columns: Column<Roundup>[] = [
    {
      key: 'name',
      header: t('herd.roundups.fields.name'),
      render: (roundup) => (
        <Text span size="sm" fw={600} c={real(roundup) ? undefined : 'dimmed'}>
          {roundup.name}
        </Text>
      ),
    },
    {
      key: 'animals',
      header: t('herd.roundups.fields.animals'),
      numeric: true,
      render: (roundup) =>
        !real(roundup) && withoutRoundup === undefined
          ? '…'
          : formatNumber(roundup.animalCount, i18n.language, 0),
    },
  ];
  return (
    <DataTable
      label={t('routes.roundups')}
      rows={rows}
      columns={columns}
      titleColumn="name"
      rowName={(roundup) => roundup.name}
      onOpen={(roundup) => void navigate(animalsOf(roundup))}
      rowActions={(roundup) => (
        <>
          <Menu.Item leftSection={<IconList size={16} />} component={Link} to={animalsOf(roundup)}>
            {t('herd.roundups.viewAnimals')}
          </Menu.Item>
          {canEdit && roundup.animalCount > 0 && real(roundup) && (
            <Menu.Item leftSection={<IconArrowsShuffle size={16} />} onClick={() => onAllocate(roundup)}>
              {t('herd.roundups.allocate')}
            </Menu.Item>
          )}
          {canEdit && real(roundup) && (
            <>
              <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onRename(roundup)}>
                {t('herd.roundups.rename')}
              </Menu.Item>
              <RowDangerAction onClick={() => onDelete(roundup)}>{t('herd.actions.delete')}</RowDangerAction>
            </>
          )}
        </>
      )}
    />
  );
}
