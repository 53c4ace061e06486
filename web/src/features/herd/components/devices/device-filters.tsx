import { DEVICE_TYPES } from '@tropero/shared/herd';
import type { Settlement } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { FilterChip } from '../../../../components/list/filter-chip';
import { deviceTypeLabel } from './device-labels';
import { FilterBar } from '../../../../components/list/filter-bar';
import { settlementOptions } from '../../settlement-options';

export const DEVICE_FILTERS = ['settlementId', 'type'] as const;
export type DeviceFilterName = (typeof DEVICE_FILTERS)[number];

interface DeviceFiltersProps {
  filters: Partial<Record<DeviceFilterName, string>>;
  settlements: Settlement[];
  onChange: (name: DeviceFilterName, value: string | null) => void;
  onClear: () => void;
}

/** The filters of /devices as chips: settlement and device type. */
export function DeviceFilters({ filters, settlements, onChange, onClear }: DeviceFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar filtered={Object.keys(filters).length > 0} onClear={onClear}>
      {settlements.length > 1 && (
        <FilterChip
          label={t('herd.fields.settlement')}
          value={filters.settlementId}
          options={settlementOptions(settlements)}
          onChange={(value) => onChange('settlementId', value)}
        />
      )}
      <FilterChip
        label={t('herd.devices.fields.type')}
        value={filters.type}
        options={DEVICE_TYPES.map((type) => ({ value: type, label: t(deviceTypeLabel(type)) }))}
        onChange={(value) => onChange('type', value)}
      />
    </FilterBar>
  );
}
