import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconBellCheck, IconChecks } from '@tabler/icons-react';
import type { Alert } from '@tropero/shared/contracts/alerts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import { ListEmpty } from '../../../components/list/list-empty';
import { PageContainer } from '../../../components/page-container';
import { QueryView } from '../../../components/query-view';
import { useAlerts } from '../api/get-alerts';
import { useReadManyAlerts } from '../api/read-many-alerts';
import { AlertItem } from '../components/alert-item';
import { useOpenAlert } from '../components/use-open-alert';

/** How many of the newest alerts the feed shows; /alerts has them all. */
const FEED_SIZE = 50;
const FEED_QUERY = { p: 1, e: FEED_SIZE, filter: {} };

/** The newest alerts with the unread ones first, each group newest first as the server sends them. */
export const unreadFirst = (alerts: Alert[]): Alert[] => [
  ...alerts.filter((alert) => alert.readAt === null),
  ...alerts.filter((alert) => alert.readAt !== null),
];

/** /notifications (spec §2): the reader's feed of his newest alerts, unread first. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const alerts = useAlerts(FEED_QUERY);
  const readAll = useReadManyAlerts();
  const openAlert = useOpenAlert();
  const items = useMemo(() => unreadFirst(alerts.data?.items ?? []), [alerts.data]);
  return (
    <PageContainer
      title={t('routes.notifications')}
      description={t('alerts.feed.description')}
      actions={
        <Group gap="xs">
          <Button component={Link} to={href('alerts')} variant="default">
            {t('alerts.bell.seeAll')}
          </Button>
          <Button
            leftSection={<IconChecks size={16} />}
            loading={readAll.isPending}
            onClick={() => readAll.mutate(undefined)}
          >
            {t('alerts.actions.readAll')}
          </Button>
        </Group>
      }
    >
      <QueryView query={alerts}>
        {() =>
          items.length === 0 ? (
            <ListEmpty
              icon={<IconBellCheck size={28} />}
              title={t('alerts.list.empty')}
              description={t('alerts.list.emptyHint')}
            />
          ) : (
            <Paper withBorder radius="lg" p="xs">
              <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((alert) => (
                  <li key={alert._id}>
                    <AlertItem alert={alert} onOpen={openAlert} />
                  </li>
                ))}
              </Stack>
            </Paper>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
