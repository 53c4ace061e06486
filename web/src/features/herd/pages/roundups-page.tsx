import { Button, Group, Paper, Select, SimpleGrid, Stack, Title, Text } from '@mantine/core';
import { IconFence, IconMapPinPlus, IconPlus, IconRoute } from '@tabler/icons-react';
import type { Plot } from '@tropero/shared/farm';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-action';
import { PageContainer } from '../../../components/page-container';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { useDeleteRoundup } from '../api/delete-roundup';
import { useAnimals } from '../api/get-animals';
import { usePlots } from '../../../api/get-plots';
import { useRoundups } from '../../../api/get-roundups';
import type { Roundup } from '../herd-types';
import { AllocateDialog, type AllocationTarget } from '../components/allocations/allocate-dialog';
import { NO_ROUNDUP_FILTER } from '../components/animals/animal-filters';
import { ListEmpty } from '../../../components/list/list-empty';
import { PlotCountsTable } from '../components/roundups/plot-counts-table';
import { PlotHistoryDrawer } from '../components/roundups/plot-history-drawer';
import { RoundupDialog } from '../components/roundups/roundup-dialog';
import { RoundupsTable } from '../components/roundups/roundups-table';
import { useSettlementAccess } from '../use-settlement-access';

const SETTLEMENT_PARAM = 'settlementId';

/**
 * /roundups (spec §2): the roundups of a settlement with their head counts, created, renamed,
 * deleted or allocated to a plot; beside them, the plots and the animals in each now.
 */
export default function RoundupsPage() {
  const { t } = useTranslation();
  const access = useSettlementAccess();
  const [params, setParams] = useSearchParams();
  const chosen = params.get(SETTLEMENT_PARAM);
  const settlement =
    access.settlements.find((candidate) => candidate._id === chosen) ?? access.settlements[0] ?? null;
  const settlementId = settlement?._id ?? '';
  const canEdit = access.canEdit(settlementId);
  const roundups = useRoundups(settlementId || null);
  const plots = usePlots(settlementId);
  const withoutRoundup = useAnimals({
    page: 1,
    pageSize: 1,
    sort: 'caravana',
    settlementId,
    roundupId: NO_ROUNDUP_FILTER,
  });
  const remove = useDeleteRoundup();
  const [editing, setEditing] = useState<Roundup | 'new' | null>(null);
  const [allocating, setAllocating] = useState<AllocationTarget | null>(null);
  const [plotHistory, setPlotHistory] = useState<Plot | null>(null);

  const confirmDelete = async (roundup: Roundup) => {
    const details = t('herd.roundups.deleteDetails', { name: roundup.name, count: roundup.animalCount });
    if (await confirmAction('delete', details)) remove.mutate(roundup._id);
  };

  const allocate = (roundup: Roundup) =>
    setAllocating({
      kind: 'roundup',
      roundupId: roundup._id,
      settlementId: roundup.settlementId,
      label: t('herd.roundups.allocateWhat', { name: roundup.name, count: roundup.animalCount }),
    });

  return (
    <PageContainer
      title={t('routes.roundups')}
      description={t('herd.roundups.description')}
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('herd.roundups.new')}
          </Button>
        )
      }
    >
      <QueryView query={access.query} loading={<ListSkeleton rows={4} height={56} />}>
        {() =>
          !settlement ? (
            <ListEmpty
              icon={<IconMapPinPlus size={28} />}
              title={t('herd.roundups.noSettlements')}
              description={t('herd.roundups.noSettlementsHint')}
            />
          ) : (
            <Stack gap="md">
              {access.settlements.length > 1 && (
                <Select
                  label={t('herd.fields.settlement')}
                  data={access.settlements.map((candidate) => ({
                    value: candidate._id,
                    label: candidate.name,
                  }))}
                  value={settlementId}
                  onChange={(value) => value && setParams({ [SETTLEMENT_PARAM]: value }, { replace: true })}
                  allowDeselect={false}
                  w={{ base: '100%', sm: 320 }}
                />
              )}
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <TitledPanel
                  icon={<IconRoute size={20} aria-hidden="true" />}
                  title={t('herd.roundups.title')}
                >
                  <QueryView query={roundups} loading={<ListSkeleton rows={3} height={44} />}>
                    {(list) => (
                      <Stack gap="sm">
                        {list.length === 0 && (
                          <Text size="sm" c="dimmed">
                            {t(canEdit ? 'herd.roundups.emptyHint' : 'herd.roundups.emptyReadOnly')}
                          </Text>
                        )}
                        <RoundupsTable
                          roundups={list}
                          withoutRoundup={withoutRoundup.data?.total}
                          settlementId={settlementId}
                          canEdit={canEdit}
                          onRename={setEditing}
                          onAllocate={allocate}
                          onDelete={(roundup) => void confirmDelete(roundup)}
                        />
                      </Stack>
                    )}
                  </QueryView>
                </TitledPanel>
                <TitledPanel icon={<IconFence size={20} aria-hidden="true" />} title={t('herd.plots.title')}>
                  <QueryView query={plots} loading={<ListSkeleton rows={3} height={44} />}>
                    {(list) =>
                      list.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t('herd.allocation.noPlotsHint')}
                        </Text>
                      ) : (
                        <PlotCountsTable plots={list} onHistory={setPlotHistory} />
                      )
                    }
                  </QueryView>
                </TitledPanel>
              </SimpleGrid>
            </Stack>
          )
        }
      </QueryView>
      <RoundupDialog editing={editing} settlementId={settlementId} onClose={() => setEditing(null)} />
      <AllocateDialog target={allocating} onClose={() => setAllocating(null)} />
      <PlotHistoryDrawer plot={plotHistory} onClose={() => setPlotHistory(null)} />
    </PageContainer>
  );
}

/** One of the page's two panels: its icon and title over what it lists. */
function TitledPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group gap="xs" mb="sm">
        {icon}
        <Title order={2} size="h4" c="navy.8">
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}
