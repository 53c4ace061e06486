import { Box, Group, Menu, Text } from '@mantine/core';
import { IconHistory, IconList } from '@tabler/icons-react';
import type { Plot } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../../config/routes';
import { formatNumber } from '../../../../lib/format';
import { DataTable, type Column } from '../../../../components/list/data-table';

/** The settlement's plots with the animals allocated to each now (the map shows the same counts). */
export function PlotCountsTable({ plots, onHistory }: { plots: Plot[]; onHistory: (plot: Plot) => void }) {
  const { t, i18n } = useTranslation();
  const columns: Column<Plot>[] = [
    {
      key: 'name',
      header: t('herd.fields.plot'),
      render: (plot) => (
        <Group gap={8} wrap="nowrap">
          <Box
            w={12}
            h={12}
            style={{ borderRadius: 3, background: plot.color, flexShrink: 0 }}
            aria-hidden="true"
          />
          <Text size="sm" fw={600} c="navy.8">
            {plot.name}
          </Text>
        </Group>
      ),
    },
    {
      key: 'area',
      header: t('herd.plots.area'),
      numeric: true,
      render: (plot) => `${formatNumber(plot.areaHa, i18n.language)} ha`,
    },
    {
      key: 'animals',
      header: t('herd.roundups.fields.animals'),
      numeric: true,
      render: (plot) => formatNumber(plot.animalCount, i18n.language, 0),
    },
  ];
  return (
    <DataTable
      label={t('herd.plots.title')}
      rows={plots}
      columns={columns}
      titleColumn="name"
      rowName={(plot) => plot.name}
      onOpen={onHistory}
      rowActions={(plot) => (
        <>
          <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => onHistory(plot)}>
            {t('herd.plots.history')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconList size={16} />}
            component={Link}
            to={href('animals', {}, { settlementId: plot.settlementId, plotId: plot._id })}
          >
            {t('herd.roundups.viewAnimals')}
          </Menu.Item>
        </>
      )}
    />
  );
}
