import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Why something was refused as a whole (nothing was stored): a danger alert, announced when it appears. */
export function RefusalAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="danger" icon={<IconAlertTriangle size={20} />} title={title} role="alert">
      {children}
    </Alert>
  );
}
