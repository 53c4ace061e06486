import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CropHistory } from '../../../farm/components/crop-history';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

/** The crop history of the selected plot; without one, a plot is chosen first. */
export function CropHistoryPanel() {
  const { t } = useTranslation();
  const { settlement, plots, selection, select, canEdit } = useFarmWorkspace();
  const plot =
    selection?.kind === 'plot' ? plots.data?.find((candidate) => candidate._id === selection.id) : undefined;
  return (
    <Stack gap="sm">
      <Select
        label={t('farm.crops.plot')}
        placeholder={t('farm.crops.choosePlot')}
        data={(plots.data ?? []).map((candidate) => ({ value: candidate._id, label: candidate.name }))}
        value={plot?._id ?? null}
        onChange={(id) => id && select({ kind: 'plot', id }, { focus: true })}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      {plot ? (
        <CropHistory
          key={plot._id}
          plot={plot}
          offsetMinutes={settlement.utcOffsetMinutes}
          canEdit={canEdit}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('farm.crops.choosePlotHint')}
        </Text>
      )}
    </Stack>
  );
}
