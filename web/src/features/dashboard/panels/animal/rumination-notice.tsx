import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ruminationDrop } from '@tropero/shared/telemetry';
import { useTranslation } from 'react-i18next';
import { today } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import type { BehaviourDay } from '../../../telemetry/api/get-animal-behavior';
import { formatShortDay } from './behaviour-charts';

/**
 * Says when the animal's last whole day of rumination fell well below its own baseline (docs/domain.md
 * §2: a drop of 30 minutes or more is worth a look: heat, illness, calving).
 */
export function RuminationNotice({
  days,
  offsetMinutes,
  now = new Date(),
}: {
  days: readonly BehaviourDay[];
  /** The settlement's offset from UTC: its today is still adding up, so a drop there means nothing yet. */
  offsetMinutes: number;
  now?: Date;
}) {
  const { t, i18n } = useTranslation();
  const lastWholeDay = days.findLast((day) => day.readings > 0 && day.date < today(now, offsetMinutes));
  if (!lastWholeDay?.baseline) return null;
  const minutes = ruminationDrop(lastWholeDay.ruminatingHours, lastWholeDay.baseline.ruminatingHours);
  if (minutes === null) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      c="dark.8"
      icon={<IconAlertTriangle size={18} />}
      title={t('telemetry.rumination.title')}
      role="status"
    >
      {t('telemetry.rumination.drop', {
        day: formatShortDay(lastWholeDay.date, i18n.language),
        minutes: formatNumber(minutes, i18n.language, 0),
        hours: formatNumber(lastWholeDay.ruminatingHours, i18n.language),
        baseline: formatNumber(lastWholeDay.baseline.ruminatingHours, i18n.language),
      })}
    </Alert>
  );
}
