import { Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/query-view';
import { biomassQueryOptions, useBiomass, type BiomassQuery } from '../../../forage/api/get-biomass';
import { useRegions } from '../../../forage/api/get-regions';
import { BiomassForm } from './biomass-form';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { BiomassResults } from './biomass-results';

/**
 * Pastoreo › Cálculo de biomasa (spec §2): the biomass query of a plot by one of the four methods,
 * and its answer. The plot selected on the map is the one chosen first.
 */
export default function BiomassPanel() {
  const { t } = useTranslation();
  const { settlement, plots, selection, openPanel } = useFarmWorkspace();
  const regions = useRegions();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<{ plotId: string; query: BiomassQuery } | null>(null);
  const plotName = (id: string) => plots.data?.find((plot) => plot._id === id)?.name ?? '';

  const calculate = async (plotId: string, query: BiomassQuery) => {
    // Asked here so that a refusal lands on the form's fields; the answer is then read from the cache.
    await queryClient.fetchQuery(biomassQueryOptions(plotId, query));
    setRequest({ plotId, query });
  };

  return (
    <Stack gap="md">
      <QueryView query={regions} loading={<Skeleton h={320} radius="md" />}>
        {(list) =>
          plots.data && (
            <BiomassForm
              key={settlement._id}
              plots={plots.data ?? []}
              regions={list}
              settlementId={settlement._id}
              initialPlotId={selection?.kind === 'plot' ? selection.id : null}
              onCalculate={calculate}
              onOpenCropHistory={() => openPanel('cropHistory')}
            />
          )
        }
      </QueryView>
      {request && (
        <>
          <Divider />
          <BiomassAnswer {...request} plotName={plotName(request.plotId)} />
        </>
      )}
      {plots.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('forage.budget.empty')}
        </Text>
      )}
    </Stack>
  );
}

/** The answer to the last calculation asked for: figures, notices and coefficients. */
function BiomassAnswer({
  plotId,
  query,
  plotName,
}: {
  plotId: string;
  query: BiomassQuery;
  plotName: string;
}) {
  const { t } = useTranslation();
  const biomass = useBiomass(plotId, query);
  return (
    <QueryView query={biomass} failed={t('forage.form.failed')}>
      {(answer) => <BiomassResults biomass={answer} plotName={plotName} />}
    </QueryView>
  );
}
