import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A sentence that ends in a link, like 'Aún no estás registrado? Ir a Registro' (spec §2). */
export function AuthLink({ prompt, label, to }: { prompt: string; label: string; to: string }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {prompt}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}
