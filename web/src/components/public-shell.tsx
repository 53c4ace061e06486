import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellRinging, IconMapPin, IconPaw } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';
import { LanguageSelect } from './language-select';
import classes from './public-shell.module.css';

interface PublicShellProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of every public page: the brand panel beside (or above) a form card. */
export function PublicShell({ title, subtitle, children }: PublicShellProps) {
  const { t } = useTranslation();
  const highlights = [
    { icon: <IconMapPin size={20} />, text: t('auth.shell.highlights.map') },
    { icon: <IconPaw size={20} />, text: t('auth.shell.highlights.herd') },
    { icon: <IconBellRinging size={20} />, text: t('auth.shell.highlights.alerts') },
  ];
  return (
    <Box className={classes.root}>
      <Box className={classes.brandPanel} visibleFrom="md">
        <BrandLogo size={40} inverted />
        <Stack gap="lg" maw={420}>
          <Title order={2} c="white" fz={34} lh={1.2}>
            {t('auth.shell.tagline')}
          </Title>
          {highlights.map(({ icon, text }) => (
            <Group key={text} gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color="brand.3" radius="xl" size="lg">
                {icon}
              </ThemeIcon>
              <Text c="navy.0">{text}</Text>
            </Group>
          ))}
        </Stack>
        <Text c="navy.2" size="sm">
          {t('auth.shell.footer')}
        </Text>
      </Box>
      <Box className={classes.compactBrand} hiddenFrom="md">
        <BrandLogo size={32} inverted />
        <Text c="navy.0" size="sm" mt="xs">
          {t('auth.shell.tagline')}
        </Text>
      </Box>
      <Box className={classes.formPanel}>
        <Group justify="flex-end" w="100%" maw={440}>
          <LanguageSelect />
        </Group>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1} size="h2" c="navy.8">
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
