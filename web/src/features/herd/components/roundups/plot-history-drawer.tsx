import { Badge, Skeleton, Table, Text } from '@mantine/core';
import type { Plot } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/query-view';
import { formatDay } from '../../../../lib/dates';
import { usePlotAllocations } from '../../api/get-plot-allocations';
import { SideDrawer } from '../../../../components/side-drawer';

/** "Animal allocation to plots and its history" (spec §2), seen from one plot. */
export function PlotHistoryDrawer({ plot, onClose }: { plot: Plot | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const history = usePlotAllocations(plot?._id ?? null);
  return (
    <SideDrawer
      opened={plot !== null}
      onClose={onClose}
      size="md"
      title={plot ? t('herd.plots.historyTitle', { name: plot.name }) : ''}
    >
      {plot && (
        <QueryView query={history} loading={<Skeleton h={200} />}>
          {(periods) =>
            periods.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('herd.plots.noHistory')}
              </Text>
            ) : (
              <Table
                verticalSpacing="xs"
                fz="sm"
                aria-label={t('herd.plots.historyTitle', { name: plot.name })}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('herd.animals.fields.caravana')}</Table.Th>
                    <Table.Th>{t('herd.allocation.from')}</Table.Th>
                    <Table.Th>{t('herd.allocation.to')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {periods.map((period) => (
                    <Table.Tr key={`${period.animalId}-${period.from}`}>
                      <Table.Td fw={600}>{period.caravana}</Table.Td>
                      <Table.Td>{formatDay(period.from, i18n.language)}</Table.Td>
                      <Table.Td>
                        {period.to ? (
                          formatDay(period.to, i18n.language)
                        ) : (
                          <Badge size="sm" variant="light" color="brand">
                            {t('herd.plots.current')}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )
          }
        </QueryView>
      )}
    </SideDrawer>
  );
}
