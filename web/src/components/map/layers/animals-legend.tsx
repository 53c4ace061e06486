import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ANIMAL_STATE_KEYS, ANIMAL_STATE_LOOK, type AnimalStateKey } from './animal-states';
import classes from './animals.module.css';

/** A roundup's row of the legend when the dots are coloured by roundup. */
export interface LegendGroup {
  key: string;
  label: string;
  color: string;
  count: number;
}

interface AnimalsLegendProps {
  counts: Record<AnimalStateKey, number>;
  /** The animals with a known position, drawn on the map. */
  total: number;
  /** The roundups, when the dots take their roundup's colour instead of their state's. */
  groups?: readonly LegendGroup[];
}

function LegendRow({
  color,
  icon,
  label,
  count,
}: {
  color: string;
  icon?: ReactNode;
  label: string;
  count: number;
}) {
  const { i18n } = useTranslation();
  return (
    <>
      <span className={classes.swatch} style={{ background: color }} aria-hidden="true" />
      {icon}
      <Text size="xs" c="dark.8" className={classes.legendLabel}>
        {label}
      </Text>
      <Text size="xs" fw={700} c="dark.8" className={classes.legendCount}>
        {formatNumber(count, i18n.language)}
      </Text>
    </>
  );
}

/** The animal layer's legend: each state's (or roundup's) dot, name and count; states also by icon. */
export function AnimalsLegend({ counts, total, groups }: AnimalsLegendProps) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      className={classes.legend}
      shadow="sm"
      radius="md"
      p="xs"
      role="group"
      aria-label={t('telemetry.legend.title')}
      data-testid="animals-legend"
      data-count={total}
    >
      <Stack gap={4}>
        <Text size="xs" fw={700} c="navy.8">
          {t('telemetry.legend.title')} · {formatNumber(total, i18n.language)}
        </Text>
        {groups && (
          <Text size="xs" c="dimmed">
            {t('telemetry.colouring.legend')}
          </Text>
        )}
        {groups
          ? groups.map((group) => (
              <Group key={group.key} gap={6} wrap="nowrap" data-roundup={group.key} data-count={group.count}>
                <LegendRow color={group.color} label={group.label} count={group.count} />
              </Group>
            ))
          : ANIMAL_STATE_KEYS.map((state) => {
              const { color, Icon } = ANIMAL_STATE_LOOK[state];
              return (
                <Group key={state} gap={6} wrap="nowrap" data-state={state} data-count={counts[state]}>
                  <LegendRow
                    color={color}
                    icon={<Icon size={16} color={color} aria-hidden />}
                    label={t(`telemetry.states.${state}`)}
                    count={counts[state]}
                  />
                </Group>
              );
            })}
      </Stack>
    </Paper>
  );
}
