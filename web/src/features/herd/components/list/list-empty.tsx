import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListEmptyProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** What fills the list (ui.md: the empty state says what to do). */
  actions?: ReactNode;
}

/** An empty list: what that means, and the actions that fill it. */
export function ListEmpty({ icon, title, description, actions }: ListEmptyProps) {
  return (
    <EmptyState icon={icon} variant="light" title={title} description={description} py="xl">
      {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
    </EmptyState>
  );
}
