import { Button, Checkbox, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { ALERT_STATES, ALERT_TYPES, type AlertType } from '@tropero/shared/alerts';
import type { AlertFilter } from '@tropero/shared/contracts/alerts';
import type { Settlement } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { FilterChip } from '../../../components/list/filter-chip';
import classes from '../../../components/list/filter-chip.module.css';
import { FilterBar } from '../../../components/list/filter-bar';

/** The filters of /alerts as address parameters; several types are joined with `|`. */
export const ALERT_FILTERS = ['type', 'state', 'settlement', 'read'] as const;
export type AlertFilterName = (typeof ALERT_FILTERS)[number];
type FilterValues = Partial<Record<AlertFilterName, string>>;

const isType = (value: string): value is AlertType => (ALERT_TYPES as readonly string[]).includes(value);

/** The address's filters as the `f` of GET /alert/all (unknown values are left out). */
export function alertFilterOf(filters: FilterValues): AlertFilter {
  const types = (filters.type ?? '').split('|').filter(isType);
  return {
    ...(types.length > 0 && { type: types }),
    ...(filters.state === 'open' || filters.state === 'resolved' ? { state: filters.state } : {}),
    ...(filters.settlement && { settlement: filters.settlement }),
    ...(filters.read === 'read' || filters.read === 'unread' ? { read: filters.read } : {}),
  };
}

interface TypeChipProps {
  chosen: AlertType[];
  onChange: (types: AlertType[]) => void;
}

/** The types filter: several may be ticked at once. */
function TypeChip({ chosen, onChange }: TypeChipProps) {
  const { t } = useTranslation();
  const label = t('alerts.fields.type');
  const toggle = (type: AlertType, on: boolean) =>
    onChange(ALERT_TYPES.filter((each) => (each === type ? on : chosen.includes(each))));
  return (
    <Menu position="bottom-start" withinPortal shadow="md" closeOnItemClick={false} hideDetached={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color={chosen.length > 0 ? 'brand' : 'gray'}
          size="compact-sm"
          radius="xl"
          className={chosen.length > 0 ? classes.active : classes.chip}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {chosen.length > 0 ? `${label}: ${chosen.length}` : label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ALERT_TYPES.map((type) => (
          <Menu.Item key={type} component="div">
            <Checkbox
              label={t(`alerts.types.${type}`)}
              checked={chosen.includes(type)}
              onChange={(event) => toggle(type, event.currentTarget.checked)}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

interface AlertFiltersProps {
  filters: FilterValues;
  settlements: Settlement[];
  onChange: (name: AlertFilterName, value: string | null) => void;
  onClear: () => void;
}

/** The filters of /alerts: types, open or resolved, settlement, read or unread. */
export function AlertFilters({ filters, settlements, onChange, onClear }: AlertFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar filtered={Object.keys(filters).length > 0} onClear={onClear}>
      <TypeChip
        chosen={alertFilterOf(filters).type ?? []}
        onChange={(types) => onChange('type', types.length > 0 ? types.join('|') : null)}
      />
      <FilterChip
        label={t('alerts.fields.state')}
        value={filters.state}
        options={ALERT_STATES.map((state) => ({ value: state, label: t(`alerts.states.${state}`) }))}
        onChange={(value) => onChange('state', value)}
      />
      {settlements.length > 1 && (
        <FilterChip
          label={t('alerts.fields.settlement')}
          value={filters.settlement}
          options={settlements.map((settlement) => ({ value: settlement._id, label: settlement.name }))}
          onChange={(value) => onChange('settlement', value)}
        />
      )}
      <FilterChip
        label={t('alerts.fields.read')}
        value={filters.read}
        options={(['unread', 'read'] as const).map((read) => ({
          value: read,
          label: t(`alerts.read.${read}`),
        }))}
        onChange={(value) => onChange('read', value)}
      />
    </FilterBar>
  );
}
