import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TabTitleProps {
  /** What the item is, drawn before its name (a swatch, an icon). */
  icon?: ReactNode;
  /** What follows the name (a badge, a button). */
  after?: ReactNode;
  children: ReactNode;
}

/** The name heading a bottom-panel tab, with what goes beside it. */
export function TabTitle({ icon, after, children }: TabTitleProps) {
  const title = (
    <Title order={3} size="h4" c="navy.8">
      {children}
    </Title>
  );
  if (!icon && !after) return title;
  return (
    <Group gap="xs" wrap="nowrap">
      {icon}
      {title}
      {after}
    </Group>
  );
}
