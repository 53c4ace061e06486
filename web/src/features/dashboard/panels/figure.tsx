import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface FigureProps {
  label: string;
  /** What the figure is of, when the label alone does not say (e.g. which fence). */
  note?: string;
  children: ReactNode;
}

/** A labelled figure of a panel (plot size, fence size…), in tabular digits. */
export function Figure({ label, note, children }: FigureProps) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} c="navy.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" truncate="end">
          {note}
        </Text>
      )}
    </Stack>
  );
}
