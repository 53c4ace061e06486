import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { Coefficient } from '@tropero/shared/contracts/biomass';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import classes from './forage.module.css';

/**
 * The coefficients a biomass answer used, each with its table and version, its source and how well it
 * is supported: an unverified one (docs/domain.md [U]) says so, never passing for a fact. A list rather
 * than a table, so that it reads on a phone too.
 */
export function CoefficientList({ coefficients }: { coefficients: readonly Coefficient[] }) {
  const { t, i18n } = useTranslation();
  const unverified = coefficients.filter((coefficient) => coefficient.confidence === 'unverified').length;
  return (
    <Accordion variant="contained" chevronPosition="right">
      <Accordion.Item value="coefficients">
        <Accordion.Control>
          <Text size="sm" fw={600}>
            {t('forage.coefficients.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('forage.coefficients.summary', { count: coefficients.length, unverified })}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs" component="ul" className={classes.plainList}>
            {coefficients.map((coefficient) => (
              <li key={`${coefficient.table}/${coefficient.key}`} className={classes.coefficient}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={600} className={classes.breakable}>
                    {coefficient.key}
                  </Text>
                  <Text size="sm" fw={700} className={classes.figures}>
                    {formatNumber(coefficient.value, i18n.language, 4)} {coefficient.unit}
                  </Text>
                </Group>
                <Group gap="xs" wrap="wrap">
                  <Badge
                    size="sm"
                    variant="light"
                    color={coefficient.confidence === 'unverified' ? 'yellow' : 'brand'}
                  >
                    {t(`forage.coefficients.${coefficient.confidence}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('forage.coefficients.version', {
                      table: t(`forage.coefficients.tables.${coefficient.table}`),
                      version: coefficient.version,
                    })}
                  </Text>
                </Group>
                <Text size="xs" className={classes.breakable}>
                  {t('forage.coefficients.source', { source: coefficient.source })}
                </Text>
              </li>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
