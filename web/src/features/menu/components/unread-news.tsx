import { Anchor, Badge, Button, Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import { useNews } from '../../../api/get-news';
import { useMarkNewsRead } from '../../../api/mark-news-read';
import { formatDateTime } from '../../../lib/dates';

/** The unread news the menu shows at most. */
const SHOWN = 5;

/** The main menu's news (spec §2): the unread ones, each marked read here or opened in /news. */
export function UnreadNews() {
  const { t, i18n } = useTranslation();
  const news = useNews({ page: 1, pageSize: SHOWN, unread: true });
  const markRead = useMarkNewsRead();
  const unread = news.data?.items.filter((item) => !item.read) ?? [];

  const header = (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" color="navy">
          <IconNews size={24} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700} c="navy.8">
            {t('mainMenu.news.title')}
          </Text>
          {news.isSuccess && unread.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('mainMenu.news.empty')}
            </Text>
          )}
        </Stack>
      </Group>
      <Anchor component={Link} to={href('news')} size="sm">
        {t('news.reader.seeAll')}
      </Anchor>
    </Group>
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('mainMenu.news.title')}>
      {header}
      {unread.length > 0 && (
        <Stack gap="sm" mt="md">
          {unread.map((item) => (
            <Card key={item._id} withBorder radius="md" padding="md" component="article">
              <Group gap="md" align="flex-start" wrap="nowrap">
                {item.images[0] && (
                  <Image src={item.images[0]} alt="" w={72} h={72} radius="sm" fit="cover" visibleFrom="xs" />
                )}
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700}>{item.title}</Text>
                    <Badge size="sm" color="brand">
                      {t('news.reader.unread')}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('news.reader.publishedAt', { date: formatDateTime(item.publishAt, i18n.language) })}
                  </Text>
                  <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                    {item.body}
                  </Text>
                  <Group gap="xs" mt={4}>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconCheck size={14} />}
                      onClick={() => markRead.mutate([item._id])}
                    >
                      {t('news.reader.markRead')}
                    </Button>
                    <Button size="xs" variant="subtle" component={Link} to={href('news')}>
                      {t('news.reader.more')}
                    </Button>
                  </Group>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
