import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { href } from '../../config/routes';

/** What a user sees on a route his role does not reach (instead of a blank screen). */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconLock size={36} />}
      color="danger"
      title={t('guards.noAccess.title')}
      description={t('guards.noAccess.description')}
      action={
        <Button component={Link} to={href('dashboard')}>
          {t('guards.goToMap')}
        </Button>
      }
    />
  );
}
