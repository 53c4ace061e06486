import { List, Text } from '@mantine/core';
import type { HeatStressRules } from '@tropero/shared/heat-stress';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/**
 * The rules a settlement's heat stress is judged by, named beside its figures: the threshold and why
 * (its herd type's INTA value, or set by the settlement), the daily statistic of a heat-wave day, and
 * the recovery-night rule.
 */
export function HeatStressRulesNote({ rules }: { rules: HeatStressRules }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <List size="xs" c="dimmed" spacing={2} aria-label={t('weather.rules.title')}>
      <List.Item>
        <Text span size="xs" fw={700} c="navy.8">
          {t('weather.rules.threshold', { value: number(rules.threshold) })}
        </Text>{' '}
        {t(`weather.rules.basis.${rules.basis}`)}
      </List.Item>
      <List.Item>
        {t('weather.rules.heatWave', {
          hours: number(rules.heatWaveMinHours),
          threshold: number(rules.threshold),
          days: number(rules.heatWaveMinDays),
        })}
      </List.Item>
      <List.Item>
        {t('weather.rules.recovery', {
          hours: number(rules.recoveryNightHours),
          ith: number(rules.recoveryIth),
        })}
      </List.Item>
    </List>
  );
}
