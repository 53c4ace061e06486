import { Stack, Text } from '@mantine/core';
import type { Animal } from '@tropero/shared/herd';
import type { TFunction } from 'i18next';
import { formatDay } from '../../../../lib/dates';
import type { Column } from '../../../../components/list/data-table';

/** The columns of /animals; the settlement only when there are several. */
export function animalColumns(
  t: TFunction,
  locale: string,
  settlementName: ((id: string) => string | undefined) | null,
): Column<Animal>[] {
  const columns: Column<Animal>[] = [
    {
      key: 'caravana',
      header: t('herd.animals.fields.caravana'),
      sort: 'caravana',
      render: (animal) => animal.caravana,
    },
    {
      key: 'senasa',
      header: t('herd.animals.fields.senasa'),
      sort: 'senasa',
      visibleFrom: 'lg',
      render: (animal) => animal.senasa ?? '—',
    },
    {
      key: 'type',
      header: t('herd.animals.fields.type'),
      sort: 'type',
      render: (animal) => (
        <Stack gap={0}>
          <Text size="sm">{animal.type}</Text>
          {animal.subtype && (
            <Text size="xs" c="dimmed">
              {animal.subtype}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'breed',
      header: t('herd.animals.fields.breed'),
      sort: 'breed',
      visibleFrom: 'lg',
      render: (animal) => animal.breed ?? '—',
    },
    {
      key: 'birthDay',
      header: t('herd.animals.fields.birthDay'),
      sort: 'birthDay',
      visibleFrom: 'xl',
      numeric: true,
      render: (animal) => (animal.birthDay ? formatDay(animal.birthDay, locale) : '—'),
    },
    {
      key: 'roundup',
      header: t('herd.fields.roundup'),
      render: (animal) => (
        <Text size="sm" c={animal.roundupId ? undefined : 'dimmed'}>
          {animal.roundupName}
        </Text>
      ),
    },
    {
      key: 'plot',
      header: t('herd.fields.plot'),
      render: (animal) => (
        <Text size="sm" c={animal.plotName ? undefined : 'dimmed'}>
          {animal.plotName ?? t('herd.animals.noPlot')}
        </Text>
      ),
    },
  ];
  if (settlementName) {
    columns.push({
      key: 'settlement',
      header: t('herd.fields.settlement'),
      visibleFrom: 'xl',
      render: (animal) => settlementName(animal.settlementId) ?? '—',
    });
  }
  return columns;
}
