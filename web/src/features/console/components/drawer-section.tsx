import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DrawerSectionProps {
  title: string;
  /** Said instead of the content when there is nothing to list. */
  empty?: string;
  children: ReactNode;
}

/** A framed, titled part of a console drawer (members, settlements, accounts, audit log). */
export function DrawerSection({ title, empty, children }: DrawerSectionProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={3} size="h5" c="navy.8" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
