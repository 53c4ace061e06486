import { Text } from '@mantine/core';
import area from './plot-area.module.css';

interface ValueAxisProps {
  /** The values at the top and at the foot of the plot; the middle one is halfway. */
  top: number;
  bottom?: number;
  format: (value: number) => string;
  className?: string;
}

/** A chart's value axis: its top, middle and foot, read beside the plot (the plot's summary says it in words). */
export function ValueAxis({ top, bottom = 0, format, className }: ValueAxisProps) {
  return (
    <div className={className ? `${area.yAxis} ${className}` : area.yAxis} aria-hidden="true">
      {[top, (top + bottom) / 2, bottom].map((value, index) => (
        <Text key={index} size="xs" c="dimmed" lh={1}>
          {format(value)}
        </Text>
      ))}
    </div>
  );
}
