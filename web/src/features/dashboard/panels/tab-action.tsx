import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface TabActionProps {
  icon: Icon;
  onClick?: () => void;
  /** A deletion: drawn in the danger colour (docs/ui.md). */
  danger?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A button of a bottom-panel tab (edit, move, share, delete…): one look for them all. */
export function TabAction({ icon: ActionIcon, onClick, danger = false, disabled, children }: TabActionProps) {
  return (
    <Button
      variant={danger ? 'light' : 'default'}
      color={danger ? 'danger' : undefined}
      size="sm"
      leftSection={<ActionIcon size={16} />}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
