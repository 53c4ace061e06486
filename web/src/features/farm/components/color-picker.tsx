import { PLOT_COLORS } from '@tropero/shared/farm';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './color-picker.module.css';

export type PlotColor = (typeof PLOT_COLORS)[number];

/** A stored colour as one of the palette's, if it is one (older data may hold others). */
export const asPlotColor = (value: string): PlotColor | undefined =>
  PLOT_COLORS.find((color) => color === value.toLowerCase());

interface ColorPickerProps {
  value: string | undefined;
  onChange: (color: PlotColor) => void;
  label: string;
}

/**
 * The 36 plot colours (spec §9) as a radio group: arrow keys move between them, and each has a
 * spoken name (its number and code), since a colour alone says nothing to a screen reader.
 */
export function ColorPicker({ value, onChange, label }: ColorPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={classes.grid}>
      <legend className={classes.legend}>{label}</legend>
      {PLOT_COLORS.map((color, index) => (
        <label key={color} title={t('farm.colors.name', { number: index + 1, code: color })}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={color}
            checked={value === color}
            onChange={() => onChange(color)}
            aria-label={t('farm.colors.name', { number: index + 1, code: color })}
          />
          <span className={classes.swatch} style={{ background: color }} />
        </label>
      ))}
    </fieldset>
  );
}
