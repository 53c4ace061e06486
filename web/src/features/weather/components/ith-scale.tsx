import { Group, Stack, Text } from '@mantine/core';
import {
  ITH_CATEGORIES,
  ITH_CATEGORY_FLOORS,
  type HeatStressRules,
  type IthCategory,
  type IthFormula,
} from '@tropero/shared/heat-stress';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { HeatStressRulesNote } from './heat-stress-rules';
import { IthBadge } from './ith-badge';
import { ITH_CATEGORY_COLORS } from './ith-colors';
import classes from './ith-scale.module.css';

/** The stretch of the scale drawn: below 60 and above 90 cattle are plainly cool or plainly in danger. */
const SCALE = { min: 60, max: 90 };

const at = (value: number) =>
  `${((Math.min(Math.max(value, SCALE.min), SCALE.max) - SCALE.min) / (SCALE.max - SCALE.min)) * 100}%`;

/** Where each category's band runs on the scale. */
const BANDS = ITH_CATEGORIES.map((category, i) => ({
  category,
  from: Math.max(ITH_CATEGORY_FLOORS[category], SCALE.min),
  to: i + 1 < ITH_CATEGORIES.length ? ITH_CATEGORY_FLOORS[ITH_CATEGORIES[i + 1]!] : SCALE.max,
}));

interface IthScaleProps {
  ith: number;
  category: IthCategory;
  /** The settlement's rules: its threshold is marked on the scale, and all are named below it. */
  rules: HeatStressRules;
  formula: IthFormula;
}

/** "ITH estándar": the current ITH on the Livestock Weather Safety Index, drawn with its bands. */
export function IthScale({ ith, category, rules, formula }: IthScaleProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700} c="navy.8">
          {t('weather.ith.standard')}
        </Text>
        <IthBadge ith={ith} category={category} />
      </Group>
      <div
        className={classes.scale}
        role="meter"
        aria-valuemin={SCALE.min}
        aria-valuemax={SCALE.max}
        aria-valuenow={ith}
        aria-valuetext={t('weather.ith.badge', {
          value: formatNumber(ith, i18n.language, 1),
          category: t(`weather.ith.categories.${category}`),
        })}
        aria-label={t('weather.ith.standard')}
      >
        {BANDS.map((band) => (
          <span
            key={band.category}
            className={classes.band}
            style={{
              left: at(band.from),
              width: `calc(${at(band.to)} - ${at(band.from)})`,
              background: ITH_CATEGORY_COLORS[band.category],
            }}
          />
        ))}
        <span
          className={classes.threshold}
          style={{ left: at(rules.threshold) }}
          title={t('weather.ith.thresholdMark', { value: rules.threshold })}
        />
        <span className={classes.pointer} style={{ left: at(ith) }} />
      </div>
      <div className={classes.labels} aria-hidden="true">
        {BANDS.map((band) => (
          <Text
            key={band.category}
            size="xs"
            c="dimmed"
            style={{ left: at(band.from) }}
            className={classes.label}
          >
            {t(`weather.ith.categories.${band.category}`)}
          </Text>
        ))}
      </div>
      <Text size="xs" c="dimmed">
        {t('weather.ith.scaleNote', { formula: t(`ith.formulas.${formula}`) })}
      </Text>
      <HeatStressRulesNote rules={rules} />
    </Stack>
  );
}
