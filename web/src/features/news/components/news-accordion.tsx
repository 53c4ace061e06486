import { Accordion, Group, Stack, Text } from '@mantine/core';
import type { News } from '@tropero/shared/contracts/news';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { NewsArticle } from './news-article';

interface NewsAccordionProps {
  items: News[];
  /** Beside the title: whether it is new, or its state for the superadmin. */
  badge: (news: News) => ReactNode;
  /** Called with an item the reader opens. */
  onOpen?: (news: News) => void;
}

/** News as a list of titles, newest first; opening one shows its text and images. */
export function NewsAccordion({ items, badge, onOpen }: NewsAccordionProps) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState<string[]>([]);
  const change = (ids: string[]) => {
    const added = ids.filter((id) => !opened.includes(id));
    setOpened(ids);
    for (const news of items) if (added.includes(news._id)) onOpen?.(news);
  };

  return (
    <Accordion
      multiple
      variant="separated"
      radius="lg"
      value={opened}
      onChange={change}
      chevronPosition="right"
    >
      {items.map((news) => (
        <Accordion.Item key={news._id} value={news._id}>
          <Accordion.Control>
            <Stack gap={2}>
              <Group gap="xs" wrap="wrap">
                <Text fw={news.read ? 500 : 700} c="navy.8">
                  {news.title}
                </Text>
                {badge(news)}
              </Group>
              <Text size="xs" c="dimmed">
                {t('news.reader.publishedAt', { date: formatDateTime(news.publishAt, i18n.language) })}
                {news.expiresAt &&
                  ` · ${t('news.reader.expiresAt', { date: formatDateTime(news.expiresAt, i18n.language) })}`}
              </Text>
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>
            <NewsArticle news={news} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
