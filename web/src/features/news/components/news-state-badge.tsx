import { Badge } from '@mantine/core';
import type { News } from '@tropero/shared/contracts/news';
import { useTranslation } from 'react-i18next';
import { NEWS_STATE_COLOR, newsState } from '../news-state';

/** Published, scheduled or expired, for the superadmin. */
export function NewsStateBadge({ news }: { news: News }) {
  const { t } = useTranslation();
  const state = newsState(news);
  return (
    <Badge size="sm" variant="light" color={NEWS_STATE_COLOR[state]}>
      {t(`news.admin.states.${state}`)}
    </Badge>
  );
}
