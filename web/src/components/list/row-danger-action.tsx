import { Menu } from '@mantine/core';
import { IconTrash, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RowDangerActionProps {
  /** A deletion unless said otherwise (e.g. retiring). */
  icon?: Icon;
  onClick: () => void;
  children: ReactNode;
}

/** The last item of a row's menu, the one that loses something: set apart and in the danger colour (docs/ui.md). */
export function RowDangerAction({ icon: ActionIcon = IconTrash, onClick, children }: RowDangerActionProps) {
  return (
    <>
      <Menu.Divider />
      <Menu.Item color="danger" leftSection={<ActionIcon size={16} />} onClick={onClick}>
        {children}
      </Menu.Item>
    </>
  );
}
