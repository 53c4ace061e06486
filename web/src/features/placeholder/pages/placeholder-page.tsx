import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMap, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import { useCurrentRoute } from '../../../config/use-current-route';
import { PageContainer } from '../../../components/page-container';

/** A page of the route table that is not built yet: its real title, inside the menu. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const title = t(useCurrentRoute()?.route.title ?? 'routes.dashboard');
  return (
    <PageContainer title={title}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <Stack align="center" ta="center" gap="md" maw={520} mx="auto">
          <ThemeIcon size={64} radius="xl" variant="light" color="brand">
            <IconTools size={32} />
          </ThemeIcon>
          <Title order={2} size="h3" c="navy.8">
            {t('placeholder.title', { page: title })}
          </Title>
          <Text c="dimmed">{t('placeholder.description')}</Text>
          <Button component={Link} to={href('dashboard')} leftSection={<IconMap size={18} />} variant="light">
            {t('guards.goToMap')}
          </Button>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
