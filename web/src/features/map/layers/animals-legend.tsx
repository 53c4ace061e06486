import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ANIMAL_STATE_KEYS, ANIMAL_STATE_LOOK, type AnimalStateKey } from './animal-states';
import classes from './animals.module.css';

interface AnimalsLegendProps {
  counts: Record<AnimalStateKey, number>;
  /** The animals with a known position, drawn on the map. */
  total: number;
}

/** The animal layer's legend: each state's dot, icon, name and count. */
export function AnimalsLegend({ counts, total }: AnimalsLegendProps) {
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
        {ANIMAL_STATE_KEYS.map((state) => {
          const { color, Icon } = ANIMAL_STATE_LOOK[state];
          return (
            <Group key={state} gap={6} wrap="nowrap" data-state={state} data-count={counts[state]}>
              <span className={classes.swatch} style={{ background: color }} aria-hidden="true" />
              <Icon size={16} color={color} aria-hidden />
              <Text size="xs" c="dark.8" className={classes.legendLabel}>
                {t(`telemetry.states.${state}`)}
              </Text>
              <Text size="xs" fw={700} c="dark.8" className={classes.legendCount}>
                {formatNumber(counts[state], i18n.language)}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
