import { Skeleton, Stack, Text } from '@mantine/core';
import type { CollarBattery } from '@tropero/shared/contracts/collar-history';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/query-view';
import { useCollarBatteries } from '../../../telemetry/api/get-collar-batteries';
import { CollarPicker, usePickedCollar } from './collar-picker';
import { useHerdScope } from './use-herd-scope';

interface CollarHistoryViewProps {
  /** The chart of the picked collar. */
  chart: (collar: CollarBattery) => ReactNode;
  /** What follows the chart, over the whole herd's collars. */
  children?: (collars: readonly CollarBattery[]) => ReactNode;
}

function PickedCollar({ collars, chart, children }: CollarHistoryViewProps & { collars: CollarBattery[] }) {
  const { collar, choose } = usePickedCollar(collars);
  return (
    <Stack gap="md">
      <CollarPicker collars={collars} value={collar} onChange={choose} />
      {collar && chart(collar)}
      {children?.(collars)}
    </Stack>
  );
}

/** A history over one of the herd's collars (the selected animal's, or one picked from the herd). */
export function CollarHistoryView(props: CollarHistoryViewProps) {
  const { t } = useTranslation();
  const { settlement, roundupId } = useHerdScope();
  const collars = useCollarBatteries(settlement._id, roundupId);
  return (
    <QueryView query={collars} loading={<Skeleton h={260} />} failed={t('history.collar.failed')}>
      {(list) =>
        list.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="history-no-collars">
            {t('history.collar.none')}
          </Text>
        ) : (
          <PickedCollar collars={list} {...props} />
        )
      }
    </QueryView>
  );
}
