import { Flex, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUICK_TIME_RANGES, type QuickTimeRange } from '../time-ranges';

interface DashboardToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  range: QuickTimeRange;
  onRangeChange: (range: QuickTimeRange) => void;
  /** On the dark top bar (desktop) or over the map (tablet, mobile). */
  inverted?: boolean;
}

/** The top bar's search for animals and devices and its quick time ranges (spec §2). */
export function DashboardToolbar({
  search,
  onSearchChange,
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
      <TextInput
        type="search"
        flex={{ xs: 1 }}
        miw={0}
        radius="xl"
        leftSection={<IconSearch size={16} />}
        placeholder={t('dashboard.search.placeholder')}
        aria-label={t('dashboard.search.placeholder')}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
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
