import { Skeleton } from '@mantine/core';
import type { Settlement } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view';
import { useCurrentWeather } from '../api/get-current-weather';
import { IthScale } from './ith-scale';

/** "ITH estándar" of a settlement: its ITH now on the scale, against its own threshold. */
export function IthStandard({ location }: { location: Settlement['location'] }) {
  const { t } = useTranslation();
  const conditions = useCurrentWeather(location);
  return (
    <QueryView query={conditions} loading={<Skeleton h={72} radius="md" />} failed={t('weather.now.failed')}>
      {(now) =>
        now && now.ith !== null && now.category ? (
          <IthScale ith={now.ith} category={now.category} rules={now.rules} formula={now.formula} />
        ) : null
      }
    </QueryView>
  );
}
