import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBattery1, IconBattery2, IconBattery4, IconWifiOff } from '@tabler/icons-react';
import { isLowBattery, isSilent } from '@tropero/shared/animal-state';
import type { AlertParams } from '@tropero/shared/farm';
import type { Device } from '@tropero/shared/herd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import type { Column } from '../../../../components/list/data-table';
import { deviceTypeLabel } from './device-labels';

/** docs/ui.md: data from the simulator carries a visible "simulado" badge. */
export function SimulatedBadge({ t }: { t: TFunction }) {
  return (
    <Badge size="xs" variant="light" color="grape" title={t('herd.devices.simulatedHint')}>
      {t('herd.devices.simulated')}
    </Badge>
  );
}

function Battery({
  percent,
  locale,
  params,
}: {
  percent: number | null;
  locale: string;
  params: AlertParams;
}) {
  if (percent === null)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const low = isLowBattery(percent, params);
  const Icon = low ? IconBattery1 : percent < 60 ? IconBattery2 : IconBattery4;
  return (
    <Group gap={4} wrap="nowrap" display="inline-flex">
      <Icon size={18} aria-hidden="true" color={low ? 'var(--mantine-color-danger-8)' : undefined} />
      <Text size="sm" c={low ? 'danger.8' : undefined} fw={low ? 700 : undefined}>
        {formatNumber(percent, locale, 0)} %
      </Text>
    </Group>
  );
}

function LastSeen({
  at,
  t,
  locale,
  now,
  params,
}: {
  at: number | null;
  t: TFunction;
  locale: string;
  now: number;
  params: AlertParams;
}) {
  if (at === null)
    return (
      <Text size="sm" c="dimmed">
        {t('herd.devices.never')}
      </Text>
    );
  const silent = isSilent(at, params, now);
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(at, locale)}
      </Text>
      {silent && (
        <Text size="xs" c="orange.9" fw={600}>
          <IconWifiOff size={12} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
          {t('herd.devices.noSignal')}
        </Text>
      )}
    </Stack>
  );
}

/** The columns of /devices: identifier, type, animal, last seen, battery (ready for telemetry). */
export function deviceColumns(
  t: TFunction,
  locale: string,
  settlementName: ((id: string | null) => string | undefined) | null,
  /** The settlement's thresholds a device's battery and silence are judged by (its alert parameters). */
  alertParamsOf: (settlementId: string | null) => AlertParams,
  now = Date.now(),
): Column<Device>[] {
  const columns: Column<Device>[] = [
    {
      key: 'identifier',
      header: t('herd.devices.fields.identifier'),
      sort: 'identifier',
      render: (device) => (
        <Group gap={4} wrap="wrap">
          <Text span ff="monospace" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {device.identifier}
          </Text>
          {device.simulated && <SimulatedBadge t={t} />}
        </Group>
      ),
    },
    {
      key: 'type',
      header: t('herd.devices.fields.type'),
      sort: 'type',
      render: (device) => t(deviceTypeLabel(device.type)),
    },
    {
      key: 'technology',
      header: t('herd.devices.fields.technology'),
      visibleFrom: 'xl',
      render: (device) => (
        <Stack gap={0}>
          <Text size="sm">{device.technology ?? '—'}</Text>
          {device.firmware && (
            <Text size="xs" c="dimmed">
              {t('herd.devices.firmwareVersion', { version: device.firmware })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'animal',
      header: t('herd.devices.fields.animal'),
      render: (device) => (
        <Text size="sm" c={device.animalCaravana ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {device.animalCaravana ?? t('herd.devices.noAnimal')}
        </Text>
      ),
    },
    {
      key: 'lastSeen',
      header: t('herd.devices.fields.lastSeen'),
      sort: 'lastSeen',
      numeric: true,
      render: (device) => (
        <LastSeen
          at={device.lastSeen}
          t={t}
          locale={locale}
          now={now}
          params={alertParamsOf(device.settlementId)}
        />
      ),
    },
    {
      key: 'battery',
      header: t('herd.devices.fields.battery'),
      sort: 'battery',
      numeric: true,
      render: (device) => (
        <Battery percent={device.battery} locale={locale} params={alertParamsOf(device.settlementId)} />
      ),
    },
  ];
  if (settlementName) {
    columns.splice(4, 0, {
      key: 'settlement',
      header: t('herd.fields.settlement'),
      visibleFrom: 'lg',
      render: (device) => settlementName(device.settlementId) ?? '—',
    });
  }
  return columns;
}
