import { Badge } from '@mantine/core';
import type { IthCategory } from '@tropero/shared/heat-stress';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ITH_CATEGORY_COLORS, ITH_CATEGORY_TEXT } from './ith-colors';

/** An ITH with its category, in the category's colour ("ITH 78,3 · Alerta"). */
export function IthBadge({
  ith,
  category,
  size = 'md',
}: {
  ith: number;
  category: IthCategory;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t, i18n } = useTranslation();
  return (
    <Badge
      size={size}
      radius="sm"
      styles={{ root: { background: ITH_CATEGORY_COLORS[category], color: ITH_CATEGORY_TEXT[category] } }}
    >
      {t('weather.ith.badge', {
        value: formatNumber(ith, i18n.language, 1),
        category: t(`weather.ith.categories.${category}`),
      })}
    </Badge>
  );
}
