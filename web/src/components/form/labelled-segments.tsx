import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface LabelledSegmentsProps<Value extends string> {
  /** The label's element id, which names the control for assistive technology. */
  id: string;
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  data: { value: Value; label: string }[];
  fullWidth?: boolean;
  gap?: number;
  /** Shown under the control, e.g. what the chosen value means. */
  children?: ReactNode;
}

/** A choice among a few values as segments, under a label that names it. */
export function LabelledSegments<Value extends string>({
  id,
  label,
  value,
  onChange,
  data,
  fullWidth,
  gap = 4,
  children,
}: LabelledSegmentsProps<Value>) {
  return (
    <Stack gap={gap}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(chosen) => onChange(chosen as Value)}
        data={data}
        fullWidth={fullWidth}
      />
      {children}
    </Stack>
  );
}
