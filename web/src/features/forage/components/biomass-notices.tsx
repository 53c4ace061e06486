import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { BiomassNotice } from '@tropero/shared/biomass';
import { useTranslation } from 'react-i18next';

interface BiomassNoticesProps {
  notices: readonly BiomassNotice[];
  /** Days of the period the figures cover, for `partialData`. */
  coveredDays?: number;
}

/**
 * The notices of a biomass answer (spec §8): the plot without crops, a crop no longer available (both
 * worded as the crop history words them), no data for the period, figures that cover only part of it, and
 * no clear scene recent enough for a standing stock (the growth alone, without days of grazing).
 */
export function BiomassNotices({ notices, coveredDays = 0 }: BiomassNoticesProps) {
  const { t } = useTranslation();
  const text: Record<BiomassNotice, string> = {
    plotWithoutCrop: t('farm.crops.noCrops'),
    cropUnavailable: t('validation.cropTypeUnavailable'),
    noDataForPeriod: t('forage.notices.noDataForPeriod'),
    partialData: t('forage.notices.partialData', { days: coveredDays }),
    noRecentScene: t('forage.notices.noRecentScene'),
  };
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs">
      {notices.map((notice) => (
        <Alert
          key={notice}
          role="status"
          color={notice === 'partialData' ? 'blue' : 'yellow'}
          icon={notice === 'partialData' ? <IconInfoCircle size={20} /> : <IconAlertTriangle size={20} />}
        >
          {text[notice]}
        </Alert>
      ))}
    </Stack>
  );
}
