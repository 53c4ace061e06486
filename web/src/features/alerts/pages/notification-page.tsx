import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import type { Alert } from '@tropero/shared/contracts/alerts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { animalMapLink } from '../../../config/dashboard-link';
import { href } from '../../../config/routes';
import { PageContainer } from '../../../components/page-container';
import { QueryView } from '../../../components/query-view';
import { useAlert } from '../api/get-alert';
import { useReadAlert } from '../api/read-alert';
import { ALERT_TYPE_ICON, SEVERITY_COLOR } from '../components/alert-look';
import { useAlertTexts } from '../components/alert-texts';
import type { OpenedAlertState } from '../components/use-open-alert';

const AlertMap = lazy(() => import('../components/alert-map'));

const hasPoint = (alert: Alert): alert is Alert & { lat: number; lng: number } =>
  alert.lat !== null && alert.lng !== null;

/**
 * Opening an unread alert reads it (once), then the unread count reloads (spec §4); a click in the app
 * (the bell, a list) has read it already.
 */
function useReadOnOpen(alert: Alert | undefined) {
  const read = useReadAlert();
  const readByClick = (useLocation().state as OpenedAlertState | null)?.read === true;
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!alert || readByClick || alert.readAt !== null || done.current === alert._id) return;
    done.current = alert._id;
    read.mutate(alert);
  }, [alert, read, readByClick]);
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

function AlertDetail({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  const texts = useAlertTexts();
  const Icon = ALERT_TYPE_ICON[alert.type];
  const figure = texts.figure(alert);
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={SEVERITY_COLOR[alert.severity]} radius="xl" size={44}>
              <Icon size={24} aria-hidden="true" />
            </ThemeIcon>
            <Stack gap={4} miw={0}>
              <Title order={2} size="h3">
                {texts.typeName(alert)}
              </Title>
              <Text>
                {alert.subject.label} · {alert.settlementName}
              </Text>
              <Group gap="xs">
                <Badge color={SEVERITY_COLOR[alert.severity]} variant="light">
                  {t(`alerts.severities.${alert.severity}`)}
                </Badge>
                <Badge color={alert.state === 'open' ? SEVERITY_COLOR[alert.severity] : 'gray'}>
                  {t(`alerts.states.${alert.state}`)}
                </Badge>
              </Group>
            </Stack>
          </Group>
          {figure && (
            <Text size="lg" fw={600}>
              {figure}
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label={t('alerts.fields.openedAt')} value={texts.dateTime(alert.openedAt)} />
            <Fact label={t('alerts.fields.lastAt')} value={texts.dateTime(alert.lastAt)} />
            <Fact
              label={t('alerts.fields.resolvedAt')}
              value={alert.resolvedAt ? texts.dateTime(alert.resolvedAt) : '—'}
            />
            <Fact label={t('alerts.fields.count')} value={`×${alert.count}`} />
          </SimpleGrid>
          {alert.animalId && (
            <Group>
              <Button
                component={Link}
                to={animalMapLink(alert.settlementId, alert.animalId)}
                leftSection={<IconMapPin size={16} />}
              >
                {t('alerts.detail.goToAnimal')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {hasPoint(alert) && (
        <Suspense fallback={<Skeleton h={260} radius="md" />}>
          <AlertMap alert={alert} />
        </Suspense>
      )}
    </Stack>
  );
}

/** /notifications/{id} (spec §2): one alert with its figure, times, map and the way to its animal. */
export default function NotificationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const alert = useAlert(id);
  useReadOnOpen(alert.data);
  return (
    <PageContainer
      title={t('routes.notification')}
      actions={
        <Button
          component={Link}
          to={href('notifications')}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('routes.notifications')}
        </Button>
      }
    >
      <QueryView query={alert} failed={t('alerts.detail.failed')}>
        {(loaded) => <AlertDetail alert={loaded} />}
      </QueryView>
    </PageContainer>
  );
}
