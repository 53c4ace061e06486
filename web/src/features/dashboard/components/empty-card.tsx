import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyCardProps {
  title: string;
  hint: string;
  className?: string;
  maw?: number;
  /** The actions that add what is missing, for those who may. */
  children?: ReactNode;
}

/** What the dashboard has none of yet, on a card: what that means and how to add it (docs/ui.md). */
export function EmptyCard({ title, hint, className, maw, children }: EmptyCardProps) {
  return (
    <Paper className={className} shadow="md" radius="lg" p="lg" withBorder maw={maw}>
      <Stack gap="sm">
        <Title order={2} size="h4" c="navy.8">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
