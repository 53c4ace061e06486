import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** What the reader can do next (a button or a link). */
  action?: ReactNode;
  color?: string;
  /** Room the message is centred in; a page that frames it itself passes 'auto'. */
  minHeight?: string;
}

/** A whole-page message: no access, not found, not built yet. */
export function StatusPage({
  icon,
  title,
  description,
  action,
  color = 'navy',
  minHeight = 'min(70vh, 640px)',
}: StatusPageProps) {
  return (
    <Center mih={minHeight} p="xl">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2" c="navy.8">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {action}
      </Stack>
    </Center>
  );
}
