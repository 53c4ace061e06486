import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Why a form could not be sent, right above its button. */
export function FormFailure({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Alert role="alert" color="danger" icon={<IconAlertTriangle size={20} />} title={title}>
      {children}
    </Alert>
  );
}
