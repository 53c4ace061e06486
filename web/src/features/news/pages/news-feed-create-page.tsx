import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../config/routes';
import { PageContainer } from '../../../components/page-container';
import { useSaveNews } from '../api/save-news';
import { NewsForm } from '../components/news-form';

/** /news-feed-create (superadmin): a new news item, then the list of them. */
export default function NewsFeedCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveNews();
  return (
    <PageContainer title={t('routes.newsFeedCreate')} description={t('news.admin.createDescription')}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={760}>
        <NewsForm
          save={save.mutateAsync}
          onSaved={() => void navigate(href('newsFeedAdmin'))}
          onCancel={() => void navigate(href('newsFeed'))}
        />
      </Paper>
    </PageContainer>
  );
}
