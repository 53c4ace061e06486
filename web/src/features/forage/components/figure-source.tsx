import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { CoefficientTable } from '@tropero/shared/biomass';
import type { Coefficient } from '@tropero/shared/contracts/biomass';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import classes from './forage.module.css';

interface FigureSourceProps {
  /** The figure's label, to name the button. */
  figure: string;
  /** How the figure is computed, in words, and what it rests on. */
  basis: readonly string[];
  /** The answer's coefficient rows … */
  coefficients: readonly Coefficient[];
  /** … of the tables this figure uses. */
  tables: readonly CoefficientTable[];
}

/**
 * The source of a figure, one tap away: how it is computed and the coefficients it rests on, each with
 * its value, unit, source and whether it is unverified (docs/domain.md [U]).
 */
export function FigureSource({ figure, basis, coefficients, tables }: FigureSourceProps) {
  const { t, i18n } = useTranslation();
  const rows = coefficients.filter((coefficient) => tables.includes(coefficient.table));
  return (
    <Popover width={320} position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          mih={44}
          px={6}
          // Beside a long label on a phone it keeps its width; the label wraps instead.
          style={{ flexShrink: 0 }}
          leftSection={<IconInfoCircle size={16} aria-hidden="true" />}
          aria-label={t('forage.sources.buttonLabel', { figure })}
        >
          {t('forage.sources.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="figure-source">
          <Text size="sm" fw={700}>
            {figure}
          </Text>
          {basis.map((line) => (
            <Text key={line} size="xs">
              {line}
            </Text>
          ))}
          {rows.length > 0 && (
            <Text size="xs" fw={600} c="dimmed">
              {t('forage.sources.coefficients')}
            </Text>
          )}
          {rows.length > 0 && (
            <Stack gap={4} component="ul" className={classes.plainList}>
              {rows.map((row) => (
                <li key={`${row.table}/${row.key}`}>
                  <Group gap={6} wrap="wrap">
                    <Text size="xs" fw={600} className={classes.breakable}>
                      {row.key}: {formatNumber(row.value, i18n.language, 4)} {row.unit}
                    </Text>
                    {row.confidence === 'unverified' && (
                      <Badge size="xs" variant="light" color="yellow">
                        {t('forage.coefficients.unverified')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" className={classes.breakable}>
                    {t('forage.coefficients.source', { source: row.source })}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
