import { Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The age shown moves on by the minute: reading the clock twice a minute keeps it right. */
const TICK_MS = 30_000;

/** How old something is, in the largest unit that fits ("5 min", "3 h", "2 días"); null under a minute. */
export function formatAge(ms: number, locale: string): string | null {
  if (ms < MINUTE) return null;
  const [unit, size, unitDisplay] =
    ms < HOUR
      ? (['minute', MINUTE, 'short'] as const)
      : ms < 2 * DAY
        ? (['hour', HOUR, 'short'] as const)
        : (['day', DAY, 'long'] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }).format(Math.floor(ms / size));
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface LiveOfflineBadgeProps {
  /** When the live data on screen was last known to be current; null: there is none yet. */
  since: number | null;
  className?: string;
}

/**
 * The map's offline state (docs/ui.md): "Sin conexión" and how old the animals' positions on screen
 * are, kept up to date while it shows; the exact time on hover.
 */
export function LiveOfflineBadge({ since, className }: LiveOfflineBadgeProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const age = since === null ? null : formatAge(Math.max(0, now - since), i18n.language);
  const text =
    since === null
      ? t('common.offlineNoData')
      : age === null
        ? t('telemetry.live.offlineJustNow')
        : t('telemetry.live.offline', { age });
  return (
    <Paper
      className={className}
      shadow="sm"
      radius="xl"
      px="sm"
      py={6}
      role="status"
      data-testid="live-offline"
      title={since === null ? undefined : formatDateTime(since, i18n.language)}
    >
      <Group gap={6} wrap="nowrap">
        <IconWifiOff
          size={16}
          color="var(--mantine-color-danger-7)"
          aria-hidden="true"
          style={{ flexShrink: 0 }}
        />
        <Text size="sm" fw={600} c="dark.8">
          {text}
        </Text>
      </Group>
    </Paper>
  );
}
