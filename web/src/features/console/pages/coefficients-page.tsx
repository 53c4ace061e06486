import { Alert, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconSearch } from '@tabler/icons-react';
import { COEFFICIENT_TABLES, type CoefficientTable } from '@tropero/shared/biomass';
import type { CoefficientTableVersion } from '@tropero/shared/contracts/biomass';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { DataTable } from '../../../components/list/data-table';
import { PageContainer } from '../../../components/page-container';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/dates';
import {
  useCoefficientTable,
  useCoefficientVersions,
  useSaveCoefficientTable,
} from '../api/coefficient-tables';
import { coefficientColumns, type CoefficientLine } from '../components/coefficient-columns';
import {
  bodyOf,
  draftErrors,
  draftOf,
  serverErrors,
  type DraftErrors,
  type DraftRow,
} from '../components/coefficient-draft';
import { CoefficientHistory } from '../components/coefficient-history';

const isTable = (value: string | null): value is CoefficientTable =>
  (COEFFICIENT_TABLES as readonly (string | null)[]).includes(value);

/** The table and version in the address, so that a version can be linked to and Back returns. */
function useShownVersion() {
  const [params, setParams] = useSearchParams();
  const tableParam = params.get('table');
  const table: CoefficientTable = isTable(tableParam) ? tableParam : COEFFICIENT_TABLES[0];
  const version = Number(params.get('version')) || null;
  const show = (next: { table?: CoefficientTable; version?: number | null }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('table', next.table ?? table);
      if (next.version) updated.set('version', String(next.version));
      else updated.delete('version');
      return updated;
    });
  return { table, version, show };
}

/**
 * /coefficients (superadmin): every coefficient table behind the figures, its rows with value, unit,
 * allowed range, source and confidence, and its history. Editing writes the whole table as a new
 * version with a note; the next answer reads it.
 */
export default function CoefficientsPage() {
  const { t } = useTranslation();
  const { table, version, show } = useShownVersion();
  const rows = useCoefficientTable(table, version);
  const versions = useCoefficientVersions(table);
  const [filter, setFilter] = useState('');

  return (
    <PageContainer title={t('routes.coefficients')} description={t('console.coefficients.description')}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('console.coefficients.table')}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
            data={COEFFICIENT_TABLES.map((value) => ({
              value,
              label: t(`forage.coefficients.tables.${value}`),
            }))}
            value={table}
            onChange={(value) => isTable(value) && show({ table: value, version: null })}
          />
          <TextInput
            label={t('console.coefficients.filter')}
            placeholder={t('console.coefficients.filterPlaceholder')}
            leftSection={<IconSearch size={16} />}
            w={{ base: '100%', xs: 280 }}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
        </Group>
        <QueryView query={rows}>
          {(shown) =>
            shown && (
              <TableVersion
                key={`${shown.table}@${shown.version}`}
                shown={shown}
                filter={filter}
                onShowCurrent={() => show({ version: null })}
              />
            )
          }
        </QueryView>
        {versions.data && (
          <CoefficientHistory
            versions={versions.data}
            shown={rows.data?.version}
            onShow={(chosen) =>
              show({ version: versions.data.find((row) => row.version === chosen)?.current ? null : chosen })
            }
          />
        )}
      </Stack>
    </PageContainer>
  );
}

interface TableVersionProps {
  shown: CoefficientTableVersion;
  filter: string;
  onShowCurrent: () => void;
}

/** One version of a table: its rows, and for the current one, the edit that writes the next. */
function TableVersion({ shown, filter, onShowCurrent }: TableVersionProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveCoefficientTable(shown.table);
  const [draft, setDraft] = useState<DraftRow[] | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<DraftErrors>({});

  const rows = draft ?? draftOf(shown.rows);
  const errors = draft ? { ...refused, ...draftErrors(draft, note) } : {};
  const needle = filter.trim().toLowerCase();
  const lines: CoefficientLine[] = useMemo(
    () =>
      rows.filter((row) => row.key.toLowerCase().includes(needle)).map((row) => ({ ...row, _id: row.key })),
    [rows, needle],
  );

  const change = (key: string, patch: Partial<DraftRow>) => {
    setRefused(({ [`${key}.value`]: _value, [`${key}.source`]: _source, ...others }) => others);
    setDraft((current) => current && current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const cancel = () => {
    setDraft(null);
    setNote('');
    setTried(false);
    setRefused({});
  };
  const submit = async () => {
    setTried(true);
    if (!draft || Object.keys(draftErrors(draft, note)).length > 0) return;
    try {
      await save.mutateAsync(bodyOf(draft, note));
      cancel();
    } catch (error) {
      if (isApiError(error)) setRefused(serverErrors(draft, error.fieldErrors));
    }
  };

  const rowErrors = Object.keys(errors).filter((field) => field !== 'note').length;
  const editing = draft !== null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" align="flex-end">
        <Text size="sm" c="dimmed">
          {t('console.coefficients.shownVersion', {
            version: shown.version,
            when: formatDateTime(shown.createdAt, i18n.language),
          })}
        </Text>
        {shown.current && !editing && (
          <Button leftSection={<IconPencil size={16} />} onClick={() => setDraft(draftOf(shown.rows))}>
            {t('console.coefficients.edit')}
          </Button>
        )}
      </Group>
      {!shown.current && (
        <Alert color="yellow" icon={<IconAlertTriangle size={20} />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('console.coefficients.olderVersion', { version: shown.version })}</Text>
            <Button variant="light" size="xs" onClick={onShowCurrent}>
              {t('console.coefficients.showCurrent')}
            </Button>
          </Group>
        </Alert>
      )}
      {lines.length === 0 ? (
        <Text c="dimmed">{t('console.coefficients.noMatch')}</Text>
      ) : (
        <DataTable
          label={t(`forage.coefficients.tables.${shown.table}`)}
          rows={lines}
          columns={coefficientColumns({
            t,
            locale: i18n.language,
            edit: editing ? { errors, change } : null,
          })}
          titleColumn="key"
          rowName={(row) => row.key}
        />
      )}
      {editing && (
        <Stack gap="sm">
          <Textarea
            label={t('console.coefficients.note')}
            description={t('console.coefficients.noteHint')}
            required
            autosize
            minRows={2}
            value={note}
            error={tried && errors.note ? t(errors.note.message) : undefined}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {tried && rowErrors > 0 && (
            <Alert color="danger" icon={<IconAlertTriangle size={20} />}>
              {t('console.coefficients.rowErrors', { count: rowErrors })}
            </Alert>
          )}
          {errors.rows && <Alert color="danger">{t(errors.rows.message)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              {t('console.coefficients.cancel')}
            </Button>
            <Button loading={save.isPending} onClick={() => void submit()}>
              {t('console.coefficients.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
