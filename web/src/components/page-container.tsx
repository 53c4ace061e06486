import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageContainerProps {
  title: string;
  description?: string;
  /** Actions on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a page inside the layout: its title, a line on what it is for, then its content. */
export function PageContainer({ title, description, actions, children }: PageContainerProps) {
  return (
    <Box px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'lg' }} maw={1280} mx="auto">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2" c="navy.8">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions}
      </Group>
      {children}
    </Box>
  );
}
