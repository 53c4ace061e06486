import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import type { OperationReportQuery } from '@tropero/shared/contracts/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list/list-empty';
import { PageContainer } from '../../../components/page-container';
import { QueryView } from '../../../components/query-view';
import { formatNumber } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { useDownloadOperationReport, type ReportFormat } from '../api/download-operation-report';
import { useOperationReport } from '../api/get-operation-report';
import { OperationCharts } from '../components/operation-charts';
import { ReportFilters } from '../components/report-filters';
import { defaultReportForm, toReportQuery, type ReportFormErrors } from '../report-query';

/** The spreadsheet downloads of a report shown. */
function ReportDownloads({ query }: { query: OperationReportQuery }) {
  const { t } = useTranslation();
  const download = useDownloadOperationReport();
  const save = (format: ReportFormat) =>
    download.mutate(
      { query, format },
      { onSuccess: (file) => saveFile(file, `${t('reports.file')}.${format}`) },
    );
  return (
    <Group gap="xs">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending && download.variables?.format === format}
          onClick={() => save(format)}
        >
          {t(`reports.download.${format}`)}
        </Button>
      ))}
    </Group>
  );
}

/** /reports (superadmin): how the service operates over time, for a settlement or a device. */
export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(defaultReportForm);
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const [query, setQuery] = useState<OperationReportQuery | null>(null);
  const report = useOperationReport(query);
  const submit = () => {
    const checked = toReportQuery(form);
    setErrors(checked.errors ?? {});
    if (checked.query) setQuery(checked.query);
  };
  return (
    <PageContainer
      title={t('routes.reports')}
      description={t('reports.description')}
      actions={query && report.data ? <ReportDownloads query={query} /> : null}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <ReportFilters form={form} errors={errors} onChange={setForm} onSubmit={submit} />
        </Paper>
        {query ? (
          <QueryView query={report} loading={<Skeleton h={320} radius="lg" />} failed={t('reports.failed')}>
            {(data) => (
              <Stack gap="md" data-testid="operation-report">
                <Group gap="xs">
                  <Text fw={600} c="navy.8">
                    {data.scopeLabel}
                  </Text>
                  <Badge variant="light" color="gray">
                    {t('reports.devices', {
                      count: data.devices,
                      value: formatNumber(data.devices, i18n.language),
                    })}
                  </Badge>
                </Group>
                <OperationCharts report={data} />
              </Stack>
            )}
          </QueryView>
        ) : (
          <ListEmpty
            icon={<IconChartBar size={28} />}
            title={t('reports.empty.title')}
            description={t('reports.empty.description')}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
