import { Anchor, Card, Group, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { useCurrentRoute } from '../../config/use-current-route';
import { UnreadNews } from '../../features/menu/components/unread-news';
import { useUser } from '../../lib/session';
import { visibleMenu } from '../menu';
import classes from './main-menu-page.module.css';

/** The main menu (/ and /menu): the unread news, then every section the user reaches (spec §2). */
export default function MainMenuPage() {
  const { t } = useTranslation();
  const user = useUser();
  const route = useCurrentRoute()?.route;
  const showsNews = route?.access === 'private' && route.news === true;
  const groups = visibleMenu(user?.tags ?? []);

  return (
    <PageContainer
      title={t('mainMenu.greeting', { name: user?.name.split(' ')[0] ?? '' })}
      description={t('mainMenu.description')}
    >
      <Stack gap="lg">
        {showsNews && <UnreadNews />}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {groups.map((group) => (
            <Card key={group.key} withBorder radius="lg" padding="lg">
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon size={36} radius="md" variant="light" color="brand">
                  <group.icon size={20} />
                </ThemeIcon>
                <Title order={2} size="h4" c="navy.8">
                  {t(group.label)}
                </Title>
              </Group>
              <Stack gap={0}>
                {group.entries.map((entry) => (
                  <Anchor key={entry.key} component={Link} to={entry.to} className={classes.entry}>
                    <entry.icon size={16} stroke={1.6} />
                    {t(entry.label)}
                  </Anchor>
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
