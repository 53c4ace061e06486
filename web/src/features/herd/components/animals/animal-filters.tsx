import { NO_ROUNDUP } from '@tropero/shared/herd';
import type { Settlement } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { usePlots } from '../../../../api/get-plots';
import { useRoundups } from '../../../../api/get-roundups';
import type { AnimalOptions } from '../../herd-types';
import { FilterChip } from '../../../../components/list/filter-chip';
import { FilterBar } from '../../../../components/list/filter-bar';
import { settlementOptions } from '../../settlement-options';

export const ANIMAL_FILTERS = ['settlementId', 'roundupId', 'type', 'plotId'] as const;
export type AnimalFilterName = (typeof ANIMAL_FILTERS)[number];

/** 'none' is the API's name for the animals of no roundup. */
export const NO_ROUNDUP_FILTER = 'none';

interface AnimalFiltersProps {
  filters: Partial<Record<AnimalFilterName, string>>;
  settlements: Settlement[];
  options: AnimalOptions;
  onChange: (name: AnimalFilterName, value: string | null) => void;
  onClear: () => void;
}

/** The filters of /animals as chips: settlement, roundup (or none), type and plot. */
export function AnimalFilters({ filters, settlements, options, onChange, onClear }: AnimalFiltersProps) {
  const { t } = useTranslation();
  // With one settlement, its roundups and plots are the only ones: no need to choose it first.
  const settlementId = filters.settlementId ?? (settlements.length === 1 ? settlements[0]!._id : undefined);
  const roundups = useRoundups(filters.settlementId);
  const plots = usePlots(settlementId);
  const settlementName = new Map(settlements.map((settlement) => [settlement._id, settlement.name]));
  const several = settlements.length > 1;

  return (
    <FilterBar filtered={Object.keys(filters).length > 0} onClear={onClear}>
      {several && (
        <FilterChip
          label={t('herd.fields.settlement')}
          value={filters.settlementId}
          options={settlementOptions(settlements)}
          onChange={(value) => {
            onChange('settlementId', value);
            // Roundups and plots belong to one settlement.
            if (filters.roundupId && filters.roundupId !== NO_ROUNDUP_FILTER) onChange('roundupId', null);
            if (filters.plotId) onChange('plotId', null);
          }}
        />
      )}
      <FilterChip
        label={t('herd.fields.roundup')}
        value={filters.roundupId}
        options={[
          { value: NO_ROUNDUP_FILTER, label: NO_ROUNDUP },
          ...(roundups.data ?? []).map((roundup) => ({
            value: roundup._id,
            label:
              several && !filters.settlementId
                ? `${roundup.name} · ${settlementName.get(roundup.settlementId) ?? ''}`
                : roundup.name,
          })),
        ]}
        onChange={(value) => onChange('roundupId', value)}
      />
      <FilterChip
        label={t('herd.animals.fields.type')}
        value={filters.type}
        options={options.types.map((option) => ({ value: option.value, label: option.value }))}
        onChange={(value) => onChange('type', value)}
        disabledReason={options.types.length === 0 ? t('herd.animals.noOptions') : undefined}
      />
      <FilterChip
        label={t('herd.fields.plot')}
        value={filters.plotId}
        options={(plots.data ?? []).map((plot) => ({ value: plot._id, label: plot.name }))}
        onChange={(value) => onChange('plotId', value)}
        disabledReason={settlementId ? undefined : t('list.chooseSettlementFirst')}
      />
    </FilterBar>
  );
}
