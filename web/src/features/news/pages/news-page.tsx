import { Badge, Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNews } from '../../../api/get-news';
import { useMarkNewsRead } from '../../../api/mark-news-read';
import { PageContainer } from '../../../components/page-container';
import { NewsList } from '../components/news-list';
import { NEWS_PAGE_SIZE, useNewsPage } from '../components/news-pager';

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
      <NewsList
        query={news}
        page={page}
        onPage={setPage}
        empty={{ title: t('news.reader.empty'), description: t('news.reader.emptyHint') }}
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
    </PageContainer>
  );
}
