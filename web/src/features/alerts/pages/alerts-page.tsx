import { Button, Group, Menu } from '@mantine/core';
import { IconBellCheck, IconChecks, IconEye, IconSettings } from '@tabler/icons-react';
import type { Alert } from '@tropero/shared/contracts/alerts';
import { ALERTS_MAX_PAGE_SIZE } from '@tropero/shared/alerts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettlements } from '../../../api/get-settlements';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import { useDialogParam, useListParams } from '../../../components/list/use-list-params';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { PageContainer } from '../../../components/page-container';
import { SETTINGS_PARAM } from '../alert-settings-link';
import { useAlerts, type AlertsQuery } from '../api/get-alerts';
import { useReadManyAlerts } from '../api/read-many-alerts';
import { alertColumns } from '../components/alert-columns';
import { ALERT_FILTERS, AlertFilters, alertFilterOf } from '../components/alert-filters';
import { AlertPreferencesDialog } from '../components/alert-preferences-dialog';
import { useAlertTexts } from '../components/alert-texts';
import { useOpenAlert } from '../components/use-open-alert';

/**
 * /alerts (spec §2): every alert the user may see, with search, filters (type, state, settlement, read)
 * and pages; the selected ones or all marked read; the alert preferences.
 */
export default function AlertsPage() {
  const { t } = useTranslation();
  const texts = useAlertTexts();
  const addressList = useListParams(ALERT_FILTERS, '');
  // The server gives at most this many a page: a larger size chosen elsewhere is read as it.
  const list = { ...addressList, pageSize: Math.min(addressList.pageSize, ALERTS_MAX_PAGE_SIZE) };
  const settlements = useSettlements();
  const query: AlertsQuery = useMemo(
    () => ({
      p: list.page,
      e: list.pageSize,
      q: list.q || undefined,
      filter: alertFilterOf(list.filters),
    }),
    [list.page, list.pageSize, list.q, list.filters],
  );
  const alerts = useAlerts(query);
  const readMany = useReadManyAlerts();
  const openAlert = useOpenAlert();
  const selection = useRowSelection<Alert>(JSON.stringify([list.q, list.filters]));
  const [settings, setSettings] = useDialogParam(SETTINGS_PARAM);

  const readSelected = () =>
    readMany.mutate(
      selection.rows.map((alert) => alert._id),
      { onSuccess: selection.clear },
    );

  return (
    <PageContainer
      title={t('routes.alerts')}
      description={t('alerts.list.description')}
      actions={
        <Group gap="xs">
          <Button variant="default" leftSection={<IconSettings size={16} />} onClick={() => setSettings('1')}>
            {t('alerts.preferences.title')}
          </Button>
          <Button
            leftSection={<IconChecks size={16} />}
            loading={readMany.isPending && readMany.variables === undefined}
            onClick={() => readMany.mutate(undefined)}
          >
            {t('alerts.actions.readAll')}
          </Button>
        </Group>
      }
    >
      <ListPage
        list={list}
        query={alerts}
        label={t('routes.alerts')}
        columns={alertColumns(t, texts)}
        titleColumn="type"
        rowName={(alert) => `${texts.typeName(alert)} ${alert.subject.label}`}
        searchPlaceholder={t('alerts.list.search')}
        filters={
          <AlertFilters
            filters={list.filters}
            settlements={settlements.data ?? []}
            onChange={list.setFilter}
            onClear={list.clearFilters}
          />
        }
        noMatch={{ title: t('alerts.list.noMatch'), description: t('alerts.list.noMatchHint') }}
        empty={
          <ListEmpty
            icon={<IconBellCheck size={28} />}
            title={t('alerts.list.empty')}
            description={t('alerts.list.emptyHint')}
          />
        }
        selection={selection}
        rowActions={(alert) => (
          <Menu.Item leftSection={<IconEye size={16} />} onClick={() => openAlert(alert)}>
            {t('alerts.actions.open')}
          </Menu.Item>
        )}
        onOpen={openAlert}
        bulkActions={
          <Button
            size="xs"
            variant="light"
            leftSection={<IconChecks size={16} />}
            loading={readMany.isPending && readMany.variables !== undefined}
            onClick={readSelected}
          >
            {t('alerts.actions.readSelected')}
          </Button>
        }
      />
      <AlertPreferencesDialog opened={settings !== null} onClose={() => setSettings(null)} />
    </PageContainer>
  );
}
