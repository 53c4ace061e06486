import { Button, Group } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import { PageContainer } from '../../../components/page-container';
import { useAdminNews } from '../api/get-admin-news';
import { NewNewsButton } from '../components/new-news-button';
import { NewsList } from '../components/news-list';
import { NEWS_PAGE_SIZE, useNewsPage } from '../components/news-pager';
import { NewsStateBadge } from '../components/news-state-badge';

/** /news-feed (superadmin): the feed as readers see it, with the scheduled and expired items marked. */
export default function NewsFeedPage() {
  const { t } = useTranslation();
  const [page, setPage] = useNewsPage();
  const news = useAdminNews({ page, pageSize: NEWS_PAGE_SIZE });

  return (
    <PageContainer
      title={t('routes.newsFeed')}
      description={t('news.admin.feedDescription')}
      actions={
        <Group gap="sm">
          <Button
            component={Link}
            to={href('newsFeedAdmin')}
            variant="default"
            leftSection={<IconList size={16} />}
          >
            {t('news.admin.manage')}
          </Button>
          <NewNewsButton />
        </Group>
      }
    >
      <NewsList
        query={news}
        page={page}
        onPage={setPage}
        empty={{ title: t('news.admin.empty'), description: t('news.admin.emptyHint') }}
        badge={(item) => <NewsStateBadge news={item} />}
      />
    </PageContainer>
  );
}
