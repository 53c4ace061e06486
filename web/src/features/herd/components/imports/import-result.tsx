import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../../../components/refusal-alert';
import { RequestFailure } from '../../../../components/request-failure';
import { formatNumber } from '../../../../lib/format';
import type { ImportFailure, RowError } from './import-failure';

/** How many row errors are listed; past that the count says how many more there are. */
export const SHOWN_ROW_ERRORS = 500;

/**
 * Why an import stored nothing: every bad cell with its row (as the spreadsheet numbers it), its
 * column and what is wrong, in the user's language; or what is wrong with the file as a whole.
 */
export function ImportRefusal({ failure }: { failure: ImportFailure }) {
  const { t } = useTranslation();
  if (failure.kind === 'request') return <RequestFailure error={failure.error} />;
  return (
    <RefusalAlert title={t('herd.import.refused')}>
      {failure.kind === 'file' ? (
        <Text size="sm">{t(failure.key, { defaultValue: t('validation.importFormat') })}</Text>
      ) : (
        <RowErrors rows={failure.rows} />
      )}
    </RefusalAlert>
  );
}

/** The bad cells, as many as are listed, then how many more there are. */
function RowErrors({ rows }: { rows: RowError[] }) {
  const { t, i18n } = useTranslation();
  const shown = rows.slice(0, SHOWN_ROW_ERRORS);
  const hidden = rows.length - shown.length;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('herd.import.rowErrors', {
          count: rows.length,
          formatted: formatNumber(rows.length, i18n.language, 0),
        })}
      </Text>
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" aria-label={t('herd.import.errorsTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('herd.import.row')}</Table.Th>
              <Table.Th>{t('herd.import.column')}</Table.Th>
              <Table.Th>{t('herd.import.error')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((rowError) => (
              <Table.Tr key={`${rowError.row}-${rowError.column}-${rowError.error}`}>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{rowError.row}</Table.Td>
                <Table.Td>
                  <code>{rowError.column}</code>
                </Table.Td>
                <Table.Td>
                  {t(`imports.errors.${rowError.error}`, {
                    defaultValue: t('imports.errors.invalidFormat'),
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {hidden > 0 && (
        <Text size="sm" fw={500}>
          {t('herd.import.moreErrors', {
            count: hidden,
            formatted: formatNumber(hidden, i18n.language, 0),
          })}
        </Text>
      )}
    </Stack>
  );
}
