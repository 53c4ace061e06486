import { Badge } from '@mantine/core';
import type { IthCategory } from '@tropero/shared/heat-stress';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ITH_CATEGORY_COLORS, ITH_CATEGORY_TEXT } from './ith-colors';

interface IthBadgeProps {
  ith: number;
  category: IthCategory;
  size?: 'sm' | 'md' | 'lg';
  /** Only the figure (a forecast row on a phone); the category is its colour and its name. */
  compact?: boolean;
}

/** An ITH with its category, in the category's colour ("ITH 78,3 · Alerta"). */
export function IthBadge({ ith, category, size = 'md', compact = false }: IthBadgeProps) {
  const { t, i18n } = useTranslation();
  const value = formatNumber(ith, i18n.language, 1);
  const full = t('weather.ith.badge', { value, category: t(`weather.ith.categories.${category}`) });
  return (
    <Badge
      size={size}
      radius="sm"
      title={full}
      aria-label={full}
      styles={{
        root: {
          background: ITH_CATEGORY_COLORS[category],
          color: ITH_CATEGORY_TEXT[category],
          flexShrink: 0,
        },
        label: { overflow: 'visible' },
      }}
    >
      {compact ? t('weather.ith.short', { value }) : full}
    </Badge>
  );
}
