import { Button, Center } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import { BrandLogo } from '../../../components/brand-logo';
import { StatusPage } from '../../../components/status-page';

/** Any path outside the route table (spec §2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" bg="gray.0" style={{ flexDirection: 'column' }}>
      <BrandLogo size={36} />
      <StatusPage
        minHeight="auto"
        icon={<IconMapQuestion size={36} />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button component={Link} to={href('home')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </Center>
  );
}
