import { Anchor, Table, Text } from '@mantine/core';
import { IconBatteryOff } from '@tabler/icons-react';
import type { CollarBattery } from '@tropero/shared/contracts/collar-history';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import { BatteryChart } from '../animal/collar-charts';
import { CollarHistoryView } from './collar-history-view';
import { useHerdScope } from './use-herd-scope';

/** How many of the lowest batteries the list shows. */
const LOWEST = 10;

/** The herd's collars with the lowest last battery first, each opening its animal. */
function LowestBatteries({ collars }: { collars: readonly CollarBattery[] }) {
  const { t, i18n } = useTranslation();
  const { settlement, openAnimal } = useHerdScope();
  const threshold = settlement.alertParams.lowBatteryPercent;
  const shown = collars.slice(0, LOWEST);
  const low = collars.filter((collar) => collar.battery !== null && collar.battery < threshold).length;
  return (
    <div>
      <Text size="sm" fw={700} c="navy.8" id="lowest-batteries">
        {t('history.battery.lowest')}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {t('history.battery.lowCount', {
          low: formatNumber(low, i18n.language),
          total: formatNumber(collars.length, i18n.language),
          threshold: formatNumber(threshold, i18n.language),
        })}
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-labelledby="lowest-batteries" verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.battery.animal')}</Table.Th>
              <Table.Th>{t('history.battery.collar')}</Table.Th>
              <Table.Th ta="right">{t('history.battery.level')}</Table.Th>
              <Table.Th>{t('history.battery.reported')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((collar) => {
              const isLow = collar.battery !== null && collar.battery < threshold;
              return (
                <Table.Tr key={collar.deviceId}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component="button" type="button" onClick={() => openAnimal(collar.animalId)}>
                      {collar.caravana}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{collar.identifier}</Table.Td>
                  <Table.Td ta="right" c={isLow ? 'danger.8' : undefined} fw={isLow ? 700 : undefined}>
                    {isLow && (
                      <IconBatteryOff
                        size={14}
                        aria-label={t('history.battery.low')}
                        style={{ verticalAlign: 'text-bottom', marginRight: 4 }}
                      />
                    )}
                    {collar.battery === null
                      ? t('history.battery.never')
                      : t('telemetry.charts.percent', {
                          value: formatNumber(collar.battery, i18n.language, 0),
                        })}
                  </Table.Td>
                  <Table.Td>
                    {collar.ts === null
                      ? '—'
                      : formatDateTime(collar.ts, i18n.language, settlement.utcOffsetMinutes)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/** Históricos › Historial de batería: one collar's battery over the range, and the herd's lowest batteries. */
export default function BatteryHistoryPanel() {
  const { window } = useHerdScope();
  return (
    <CollarHistoryView
      chart={(collar) => (
        <BatteryChart deviceId={collar.deviceId} caravana={collar.caravana} window={window} />
      )}
    >
      {(collars) => <LowestBatteries collars={collars} />}
    </CollarHistoryView>
  );
}
