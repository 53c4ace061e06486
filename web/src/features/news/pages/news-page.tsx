import { Badge, Button, Stack } from '@mantine/core';
import { IconChecks, IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNews } from '../../../api/get-news';
import { useMarkNewsRead } from '../../../api/mark-news-read';
import { ListEmpty } from '../../../components/list/list-empty';
import { PageContainer } from '../../../components/page-container';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { NewsAccordion } from '../components/news-accordion';
import { NEWS_PAGE_SIZE, NewsPager, useNewsPage } from '../components/news-pager';

/** /news (spec §2): the reader's news, newest first; the unread ones marked, read once opened. */
export default function NewsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useNewsPage();
  const news = useNews({ page, pageSize: NEWS_PAGE_SIZE });
  const markRead = useMarkNewsRead();
  const unread = news.data?.items.filter((item) => !item.read).map((item) => item._id) ?? [];

  return (
    <PageContainer
      title={t('routes.news')}
      description={t('news.reader.description')}
      actions={
        unread.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconChecks size={16} />}
            onClick={() => markRead.mutate(unread)}
          >
            {t('news.reader.markAllRead')}
          </Button>
        )
      }
    >
      <QueryView query={news} loading={<ListSkeleton rows={4} height={64} />}>
        {({ items, total }) =>
          total === 0 ? (
            <ListEmpty
              icon={<IconNews size={28} />}
              title={t('news.reader.empty')}
              description={t('news.reader.emptyHint')}
            />
          ) : (
            <Stack gap={0}>
              <NewsAccordion
                items={items}
                badge={(item) =>
                  !item.read && (
                    <Badge size="sm" color="brand">
                      {t('news.reader.unread')}
                    </Badge>
                  )
                }
                onOpen={(item) => {
                  if (!item.read) markRead.mutate([item._id]);
                }}
              />
              <NewsPager page={page} total={total} onPage={setPage} />
            </Stack>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
