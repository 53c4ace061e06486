import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import type { BatchCreated } from '@tropero/shared/contracts/device-factory';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import { PageContainer } from '../../../components/page-container';
import { BatchFiles } from '../components/batch-files';
import { BatchForm } from '../components/batch-form';

/** /devices-factory (superadmin): a production batch is made here, and its labels printed. */
export default function DevicesFactoryPage() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<BatchCreated | null>(null);
  return (
    <PageContainer title={t('routes.devicesFactory')} description={t('deviceFactory.factory.description')}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} maw={880}>
        {created ? (
          <Stack gap="md">
            <Alert
              color="brand"
              icon={<IconCircleCheck size={20} />}
              role="status"
              title={t('deviceFactory.factory.created', { count: created.quantity })}
            >
              {t('deviceFactory.factory.createdHint', {
                type: t(`deviceFactory.deviceTypes.${created.deviceType}`),
                technology: created.technology,
                firmware: created.firmware,
              })}
            </Alert>
            <BatchFiles batchId={created._id} codes={created.devices} />
            <Text size="sm">
              <Anchor component={Link} to={href('batchManagement')}>
                {t('deviceFactory.factory.toBatches')}
              </Anchor>
            </Text>
            <div>
              <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setCreated(null)}>
                {t('deviceFactory.factory.another')}
              </Button>
            </div>
          </Stack>
        ) : (
          <BatchForm onCreated={setCreated} />
        )}
      </Paper>
    </PageContainer>
  );
}
