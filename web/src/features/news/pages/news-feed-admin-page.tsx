import { Badge, Group, Menu, Modal } from '@mantine/core';
import { IconEdit, IconNews } from '@tabler/icons-react';
import type { News } from '@tropero/shared/contracts/news';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import type { Column } from '../../../components/list/data-table';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import { useListParams } from '../../../components/list/use-list-params';
import { PageContainer } from '../../../components/page-container';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteNews } from '../api/delete-news';
import { useAdminNews } from '../api/get-admin-news';
import { useSaveNews } from '../api/save-news';
import { NewNewsButton } from '../components/new-news-button';
import { NewsForm } from '../components/news-form';
import { NewsStateBadge } from '../components/news-state-badge';
import { RowDangerAction } from '../../../components/list/row-danger-action';

const NO_FILTERS: readonly never[] = [];
/** The server answers at most this many a page. */
const MAX_PAGE_SIZE = 100;

function EditNewsDialog({ news, onClose }: { news: News | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNews(news?._id);
  return (
    <Modal opened={news !== null} onClose={onClose} title={t('news.admin.editTitle')} size="lg" centered>
      {news && <NewsForm news={news} save={save.mutateAsync} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}

/** /news-feed-admin (superadmin): every news item, searched, edited and deleted. */
export default function NewsFeedAdminPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(NO_FILTERS, '-publishAt');
  const news = useAdminNews({
    page: list.page,
    pageSize: Math.min(list.pageSize, MAX_PAGE_SIZE),
    search: list.q || undefined,
  });
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<News | null>(null);

  const confirmDelete = async (item: News) => {
    if (await confirmAction('delete', t('news.admin.deleteDetails', { title: item.title }))) {
      remove.mutate(item._id);
    }
  };

  const columns: Column<News>[] = [
    { key: 'title', header: t('news.admin.columns.title'), render: (item) => item.title },
    { key: 'state', header: t('news.admin.columns.state'), render: (item) => <NewsStateBadge news={item} /> },
    {
      key: 'audience',
      header: t('news.admin.columns.audience'),
      render: (item) => t(`news.admin.audiences.${item.audience}`),
      visibleFrom: 'md',
    },
    {
      key: 'languages',
      header: t('news.admin.columns.languages'),
      render: (item) => (
        <Group gap={4}>
          {item.languages.map((language) => (
            <Badge key={language} size="xs" variant="outline" color="gray">
              {language}
            </Badge>
          ))}
        </Group>
      ),
      visibleFrom: 'lg',
    },
    {
      key: 'publishAt',
      header: t('news.admin.columns.publishAt'),
      render: (item) => formatDateTime(item.publishAt, i18n.language),
    },
    {
      key: 'expiresAt',
      header: t('news.admin.columns.expiresAt'),
      render: (item) =>
        item.expiresAt ? formatDateTime(item.expiresAt, i18n.language) : t('news.admin.never'),
      visibleFrom: 'md',
    },
  ];

  return (
    <PageContainer
      title={t('routes.newsFeedAdmin')}
      description={t('news.admin.adminDescription')}
      actions={<NewNewsButton />}
    >
      <ListPage
        list={list}
        query={news}
        label={t('news.admin.tableLabel')}
        columns={columns}
        titleColumn="title"
        rowName={(item) => item.title}
        searchPlaceholder={t('news.admin.searchPlaceholder')}
        empty={
          <ListEmpty
            icon={<IconNews size={28} />}
            title={t('news.admin.empty')}
            description={t('news.admin.emptyHint')}
            actions={<NewNewsButton />}
          />
        }
        noMatch={{ title: t('news.admin.noMatch'), description: t('news.admin.noMatchHint') }}
        onOpen={setEditing}
        rowActions={(item) => (
          <>
            <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => setEditing(item)}>
              {t('news.admin.edit')}
            </Menu.Item>
            <RowDangerAction onClick={() => void confirmDelete(item)}>
              {t('news.admin.delete')}
            </RowDangerAction>
          </>
        )}
      />
      <EditNewsDialog news={editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
