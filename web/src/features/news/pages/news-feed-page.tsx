import { Button, Group, Stack } from '@mantine/core';
import { IconList, IconNews, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import { ListEmpty } from '../../../components/list/list-empty';
import { PageContainer } from '../../../components/page-container';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { useAdminNews } from '../api/get-admin-news';
import { NewsAccordion } from '../components/news-accordion';
import { NEWS_PAGE_SIZE, NewsPager, useNewsPage } from '../components/news-pager';
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
          <Button component={Link} to={href('newsFeedCreate')} leftSection={<IconPlus size={16} />}>
            {t('news.admin.new')}
          </Button>
        </Group>
      }
    >
      <QueryView query={news} loading={<ListSkeleton rows={4} height={64} />}>
        {({ items, total }) =>
          total === 0 ? (
            <ListEmpty
              icon={<IconNews size={28} />}
              title={t('news.admin.empty')}
              description={t('news.admin.emptyHint')}
            />
          ) : (
            <Stack gap={0}>
              <NewsAccordion items={items} badge={(item) => <NewsStateBadge news={item} />} />
              <NewsPager page={page} total={total} onPage={setPage} />
            </Stack>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
