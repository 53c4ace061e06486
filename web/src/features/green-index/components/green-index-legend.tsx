import { Stack, Text } from '@mantine/core';
import type { GreenIndexLayer } from '@tropero/shared/green-index';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import classes from './green-index.module.css';

interface GreenIndexLegendProps {
  layer: GreenIndexLayer;
  /** The ramp the image was painted with, lowest value first. */
  stops: readonly { value: number; colour: string }[];
}

/** The colour ramp of the plot's image, with the value at each stop and what its ends mean. */
export function GreenIndexLegend({ layer, stops }: GreenIndexLegendProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const first = stops[0]?.value ?? 0;
  const span = (stops.at(-1)?.value ?? 1) - first || 1;
  const at = (value: number) => ((value - first) / span) * 100;
  const gradient = stops.map((stop) => `${stop.colour} ${at(stop.value).toFixed(1)}%`).join(', ');
  const layerName = t(`greenIndex.layers.${layer}`);
  const water = layer === 'ndwi';
  return (
    <Stack gap={2} role="group" aria-labelledby={titleId} data-testid="green-index-legend">
      <Text size="xs" fw={700} c="navy.8" id={titleId}>
        {t('greenIndex.layer.legendTitle', { layer: layerName })}
      </Text>
      <div className={classes.ramp} style={{ background: `linear-gradient(to right, ${gradient})` }} />
      <div className={classes.ticks}>
        {stops.map((stop) => (
          <Text
            key={stop.value}
            size="xs"
            className={classes.tick}
            style={{ left: `${at(stop.value)}%`, transform: `translateX(-${at(stop.value)}%)` }}
          >
            {formatNumber(stop.value, i18n.language, 1)}
          </Text>
        ))}
      </div>
      <div className={classes.ends}>
        <Text size="xs" c="dimmed">
          {t(water ? 'greenIndex.layer.legendLowWater' : 'greenIndex.layer.legendLow')}
        </Text>
        <Text size="xs" c="dimmed">
          {t(water ? 'greenIndex.layer.legendHighWater' : 'greenIndex.layer.legendHigh')}
        </Text>
      </div>
    </Stack>
  );
}
