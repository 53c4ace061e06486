import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconPhotoDown } from '@tabler/icons-react';
import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { csvFile } from '../../lib/csv';
import { saveFile } from '../../lib/save-file';
import classes from './chart-frame.module.css';
import { chartPng } from './chart-png';

/** How a legend entry is drawn: a filled box (bars, bands) or a line (a series, a reference). */
export type LegendMark = 'box' | 'line' | 'reference' | 'band';

export interface LegendEntry {
  key: string;
  label: string;
  color: string;
  mark?: LegendMark;
}

export type CsvRows = readonly (readonly (string | number | null)[])[];

/** What the chart's download holds: a header row first, then the exact values, one row a point. */
export interface ChartDownload {
  /** The CSV file's name; the picture's is the same with `.png`. */
  filename: string;
  rows: () => CsvRows;
}

interface ChartFrameProps {
  /** The title, with its unit ("Batería del collar (%)"). */
  title: string;
  legend: readonly LegendEntry[];
  hasData: boolean;
  /** What an empty chart means (no readings in the range). */
  empty: ReactNode;
  /** The chart told in words, for screen readers. */
  summary: string;
  download?: ChartDownload;
  /** How to read the chart, under it (e.g. what a reference stands for). */
  note?: ReactNode;
  testId: string;
  /** The plot itself; drawn only when there is data. */
  children: ReactNode;
}

/**
 * What every chart has (docs/ui.md): a title with its unit, a legend, CSV and PNG downloads, an empty state
 * and a summary in words for screen readers. The plot inside is the chart's own.
 */
export function ChartFrame(props: ChartFrameProps) {
  const { title, legend, hasData, empty, summary, download, note, testId, children } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const figure = useRef<HTMLElement>(null);
  const savePicture = async (filename: string) => {
    if (figure.current) saveFile(await chartPng(figure.current, filename), filename);
  };
  return (
    <figure ref={figure} className={classes.figure} aria-labelledby={titleId} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text id={titleId} component="figcaption" size="sm" fw={700} c="navy.8">
          {title}
        </Text>
        {download && (
          <Group gap={0} wrap="nowrap">
            {[
              {
                label: `${t('charts.downloadCsv')}: ${title}`,
                icon: IconDownload,
                save: () => saveFile(csvFile(download.rows(), download.filename), download.filename),
              },
              {
                label: `${t('charts.downloadPng')}: ${title}`,
                icon: IconPhotoDown,
                save: () => void savePicture(download.filename.replace(/\.csv$/, '') + '.png'),
              },
            ].map(({ label, icon: Icon, save }) => (
              <ActionIcon
                key={label}
                variant="subtle"
                color="navy"
                className={classes.download}
                disabled={!hasData}
                aria-label={label}
                title={label}
                onClick={save}
              >
                <Icon size={16} aria-hidden="true" />
              </ActionIcon>
            ))}
          </Group>
        )}
      </Group>
      <Group gap="sm" component="ul" className={classes.legend} aria-label={title}>
        {legend.map((entry) => (
          <Group key={entry.key} gap={4} component="li" wrap="nowrap">
            <span
              className={classes.swatch}
              data-mark={entry.mark ?? 'box'}
              style={{ '--swatch-color': entry.color } as CSSProperties}
              aria-hidden="true"
            />
            <Text size="xs">{entry.label}</Text>
          </Group>
        ))}
      </Group>
      {hasData ? (
        <>
          {children}
          <VisuallyHidden data-chart-png="skip">{summary}</VisuallyHidden>
          {note && (
            <Text size="xs" c="dimmed" mt={4} component="div">
              {note}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          {empty}
        </Text>
      )}
    </figure>
  );
}
