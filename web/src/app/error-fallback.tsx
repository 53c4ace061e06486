import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconMoodSad } from '@tabler/icons-react';
import { useState } from 'react';
import { reloadApp } from './reload-app';

/**
 * The fallback screen of spec §2. Its texts are the spec's, in Spanish only (spec §1: some
 * screens are Spanish-only), and written here rather than in the locale files so that the screen
 * still shows when whatever crashed was the translation machinery itself.
 */
export const FALLBACK_TEXTS = {
  title: 'Ups!! Ha ocurrido un error...',
  message: 'Recargue la página e intente nuevamente, si el inconveniente persiste contáctese con soporte.',
  reload: 'Recargar la página',
} as const;

export function ErrorFallback() {
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    void reloadApp();
  };
  return (
    <Center mih="100dvh" p="xl" bg="gray.0" lang="es-AR">
      <Stack align="center" gap="md" maw={480} ta="center" role="alert">
        <ThemeIcon size={80} radius="xl" variant="light" color="danger">
          <IconMoodSad size={44} />
        </ThemeIcon>
        <Title order={1} size="h2" c="navy.8">
          {FALLBACK_TEXTS.title}
        </Title>
        <Text c="dimmed">{FALLBACK_TEXTS.message}</Text>
        <Button size="md" leftSection={<IconRefresh size={18} />} loading={reloading} onClick={reload}>
          {FALLBACK_TEXTS.reload}
        </Button>
      </Stack>
    </Center>
  );
}
