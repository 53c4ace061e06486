import { Flex, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUICK_TIME_RANGES, type QuickTimeRange } from '../time-ranges';
import { HerdSearch, type HerdSearchPick } from './herd-search';

interface DashboardToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  onPick: (pick: HerdSearchPick) => void;
  canOpenDevices: boolean;
  settlementNames: ReadonlyMap<string, string>;
  range: QuickTimeRange;
  onRangeChange: (range: QuickTimeRange) => void;
  /** On the dark top bar (desktop) or over the map (tablet, mobile). */
  inverted?: boolean;
}

/** The top bar's search for animals and devices and its quick time ranges (spec §2). */
export function DashboardToolbar({
  search,
  onSearchChange,
  onPick,
  canOpenDevices,
  settlementNames,
  range,
  onRangeChange,
  inverted,
}: DashboardToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex
      gap="sm"
      direction={{ base: 'column', xs: 'row' }}
      align={{ base: 'stretch', xs: 'center' }}
      w="100%"
      maw={720}
    >
      <HerdSearch
        value={search}
        onChange={onSearchChange}
        onPick={onPick}
        canOpenDevices={canOpenDevices}
        settlementNames={settlementNames}
      />
      <SegmentedControl
        radius="xl"
        size="sm"
        value={range}
        onChange={(value) => onRangeChange(value as QuickTimeRange)}
        aria-label={t('dashboard.ranges.label')}
        color={inverted ? 'brand' : 'navy'}
        data={QUICK_TIME_RANGES.map(({ id }) => ({ value: id, label: t(`dashboard.ranges.${id}`) }))}
      />
    </Flex>
  );
}
