import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconPaw } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ANIMAL_STATE_KEYS, ANIMAL_STATE_LOOK, type AnimalStateKey } from './animal-states';
import { ALERT_STATES } from './animals.style';
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

/** The legend folded: the herd's count and, for each state needing attention, its icon and count. */
function LegendChip({ counts, total, onOpen }: Omit<AnimalsLegendProps, 'groups'> & { onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <UnstyledButton
      className={classes.chip}
      aria-expanded={false}
      aria-label={`${t('telemetry.legend.title')} · ${formatNumber(total, i18n.language)}`}
      title={t('telemetry.legend.show')}
      onClick={onOpen}
    >
      <IconPaw size={16} aria-hidden />
      <Text span size="xs" fw={700} className={classes.legendCount}>
        {formatNumber(total, i18n.language)}
      </Text>
      {ALERT_STATES.filter((state) => counts[state] > 0).map((state) => {
        const { color, Icon } = ANIMAL_STATE_LOOK[state];
        return (
          <Group key={state} gap={2} wrap="nowrap" data-state={state} data-count={counts[state]}>
            <Icon size={14} color={color} aria-hidden />
            <Text span size="xs" fw={700} className={classes.legendCount}>
              {formatNumber(counts[state], i18n.language)}
            </Text>
          </Group>
        );
      })}
    </UnstyledButton>
  );
}

/** On a phone the legend starts folded into a chip, so that the map stays clear; a tap opens it. */
const PHONE = '(max-width: 47.99em)';

/**
 * The animal layer's legend: each state's (or roundup's) dot, name and count; states also by icon.
 * It folds into a chip with the count (folded from the start on a phone) and opens again on a tap.
 */
export function AnimalsLegend({ counts, total, groups }: AnimalsLegendProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [choice, setChoice] = useState<boolean | null>(null);
  const expanded = choice ?? !phone;
  return (
    <Paper
      className={classes.legend}
      shadow="sm"
      radius={expanded ? 'md' : 'xl'}
      p={expanded ? 'xs' : 0}
      role="group"
      aria-label={t('telemetry.legend.title')}
      data-testid="animals-legend"
      data-count={total}
      data-expanded={expanded}
    >
      {!expanded ? (
        <LegendChip counts={counts} total={total} onOpen={() => setChoice(true)} />
      ) : (
        <Stack gap={4}>
          <Group gap={4} wrap="nowrap" justify="space-between">
            <Text size="xs" fw={700} c="navy.8">
              {t('telemetry.legend.title')} · {formatNumber(total, i18n.language)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="navy"
              size="sm"
              aria-label={t('telemetry.legend.hide')}
              aria-expanded
              onClick={() => setChoice(false)}
            >
              <IconChevronDown size={16} aria-hidden />
            </ActionIcon>
          </Group>
          {groups && (
            <Text size="xs" c="dimmed">
              {t('telemetry.colouring.legend')}
            </Text>
          )}
          {groups
            ? groups.map((group) => (
                <Group
                  key={group.key}
                  gap={6}
                  wrap="nowrap"
                  data-roundup={group.key}
                  data-count={group.count}
                >
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
      )}
    </Paper>
  );
}
