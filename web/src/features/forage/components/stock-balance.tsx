import { Text } from '@mantine/core';
import type { StandingStock } from '@tropero/shared/contracts/biomass';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** How the standing forage adds up: the scene's stock, the growth since and how it was modelled, what was eaten since. */
export function StockBalance({ stock }: { stock: StandingStock }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  const kgHa = (value: number) => t('forage.units.kgDmHa', { value: number(value) });
  return (
    <Text size="xs" c="dimmed">
      {t('forage.results.stockBalance', {
        scene: kgHa(stock.sceneKgHa),
        growth: kgHa(stock.growthSinceKgHa),
        method: t(`forage.methods.${stock.growthMethod}`),
        eaten: t('forage.units.kgDm', { value: number(stock.eatenSinceKg) }),
      })}
    </Text>
  );
}
