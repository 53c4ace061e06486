import { Button, Group, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface InviteFooterProps {
  /** Whom the last invitation went to, in words; null until one is sent. */
  sent: string | null;
  /** What went wrong with the last one (a request failure or words of the form's own). */
  failure: ReactNode;
  sendLabel: string;
  submitting: boolean;
}

/** The end of an invitation form: to whom the last one went, what went wrong, and send. */
export function InviteFooter({ sent, failure, sendLabel, submitting }: InviteFooterProps) {
  return (
    <>
      {sent && (
        <Text size="sm" c="brand.9" role="status">
          {sent}
        </Text>
      )}
      {failure}
      <Group justify="flex-end">
        <Button type="submit" loading={submitting} leftSection={<IconSend size={16} />}>
          {sendLabel}
        </Button>
      </Group>
    </>
  );
}
