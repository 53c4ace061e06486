import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { REPORT_FREQUENCIES, REPORT_SCOPES } from '@tropero/shared/contracts/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../components/form/labelled-segments';
import { useReportSettlements } from '../api/get-report-settlements';
import type { ReportForm, ReportFormErrors } from '../report-query';

interface ReportFiltersProps {
  form: ReportForm;
  errors: ReportFormErrors;
  onChange: (form: ReportForm) => void;
  onSubmit: () => void;
}

/** What a report covers: a settlement (of any account) or a device's UUID, hourly or daily, over days. */
export function ReportFilters({ form, errors, onChange, onSubmit }: ReportFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const settlements = useReportSettlements(debounced);
  const set = (changes: Partial<ReportForm>) => onChange({ ...form, ...changes });
  const error = (field: keyof ReportForm) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <LabelledSegments
            id="report-scope"
            label={t('reports.scope.label')}
            value={form.scope}
            onChange={(scope) => set({ scope })}
            data={REPORT_SCOPES.map((scope) => ({ value: scope, label: t(`reports.scope.${scope}`) }))}
          />
          {form.scope === 'settlement' ? (
            <Select
              label={t('reports.settlement')}
              placeholder={t('reports.settlementPlaceholder')}
              searchable
              clearable
              miw={260}
              style={{ flex: 1 }}
              value={form.settlementId || null}
              onChange={(settlementId) => set({ settlementId: settlementId ?? '' })}
              searchValue={search}
              onSearchChange={setSearch}
              // The server searches by settlement and account name: no second filter here.
              filter={({ options }) => options}
              nothingFoundMessage={t('reports.noSettlement')}
              data={(settlements.data ?? []).map((s) => ({
                value: s._id,
                label: `${s.name} · ${s.accountName}`,
              }))}
              error={error('settlementId')}
            />
          ) : (
            <TextInput
              label={t('reports.uuid')}
              placeholder="A1:B2:C3:D4"
              miw={220}
              value={form.uuid}
              onChange={(event) => set({ uuid: event.currentTarget.value })}
              error={error('uuid')}
            />
          )}
        </Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <LabelledSegments
            id="report-frequency"
            label={t('reports.frequency.label')}
            value={form.frequency}
            onChange={(frequency) => set({ frequency })}
            data={REPORT_FREQUENCIES.map((f) => ({ value: f, label: t(`reports.frequency.${f}`) }))}
          />
          <TextInput
            type="date"
            label={t('reports.from')}
            value={form.fromDate}
            onChange={(event) => set({ fromDate: event.currentTarget.value })}
            error={error('fromDate')}
          />
          <TextInput
            type="date"
            label={t('reports.to')}
            value={form.toDate}
            onChange={(event) => set({ toDate: event.currentTarget.value })}
            error={error('toDate')}
          />
          <Button type="submit">{t('reports.show')}</Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('reports.limits')}
        </Text>
      </Stack>
    </form>
  );
}
