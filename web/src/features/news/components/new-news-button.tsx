import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';

/** The link to /news-feed-create, from the feed and from its management list. */
export function NewNewsButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={href('newsFeedCreate')} leftSection={<IconPlus size={16} />}>
      {t('news.admin.new')}
    </Button>
  );
}
