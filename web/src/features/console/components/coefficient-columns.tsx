import { Badge, Select, Text, TextInput } from '@mantine/core';
import { COEFFICIENT_CONFIDENCES } from '@tropero/shared/biomass';
import type { TFunction } from 'i18next';
import type { Column } from '../../../components/list/data-table';
import { formatNumber } from '../../../lib/format';
import type { DraftErrors, DraftRow } from './coefficient-draft';

/** A row of the screen: a draft row named by its key (the list kit wants `_id`). */
export type CoefficientLine = DraftRow & { _id: string };

interface ColumnOptions {
  t: TFunction;
  locale: string;
  /** Editing: value, source and confidence become inputs. */
  edit: { errors: DraftErrors; change: (key: string, change: Partial<DraftRow>) => void } | null;
}

/** The error text of a field, in the user's language, its range's bounds written as the locale writes numbers. */
const errorOf = (t: TFunction, locale: string, errors: DraftErrors, field: string) => {
  const error = errors[field];
  if (!error) return undefined;
  const bounds = error.values && {
    min: formatNumber(error.values.min, locale, 4),
    max: formatNumber(error.values.max, locale, 4),
  };
  return t(error.message, bounds);
};

/**
 * The columns of a coefficient table: key, value with its unit, allowed range, confidence as a badge,
 * source. Each input is named by its row's key, so that a phone's card and a desktop row read alike.
 */
export function coefficientColumns({ t, locale, edit }: ColumnOptions): Column<CoefficientLine>[] {
  const number = (value: number) => formatNumber(value, locale, 4);
  return [
    {
      key: 'key',
      header: t('console.coefficients.fields.key'),
      render: (row) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.key}
        </Text>
      ),
    },
    {
      key: 'value',
      header: t('console.coefficients.fields.value'),
      numeric: true,
      render: (row) =>
        edit ? (
          <TextInput
            size="sm"
            inputMode="decimal"
            miw={110}
            aria-label={t('console.coefficients.valueOf', { key: row.key })}
            value={row.value}
            error={errorOf(t, locale, edit.errors, `${row.key}.value`)}
            onChange={(event) => edit.change(row.key, { value: event.currentTarget.value })}
          />
        ) : (
          <Text size="sm">{number(Number(row.value))}</Text>
        ),
    },
    {
      key: 'unit',
      header: t('console.coefficients.fields.unit'),
      render: (row) => <Text size="sm">{row.unit}</Text>,
    },
    {
      key: 'range',
      header: t('console.coefficients.fields.range'),
      render: (row) => (
        <Text size="sm" c="dimmed">
          {row.range
            ? t('console.coefficients.range', { min: number(row.range.min), max: number(row.range.max) })
            : t('console.values.none')}
        </Text>
      ),
    },
    {
      key: 'confidence',
      header: t('console.coefficients.fields.confidence'),
      render: (row) =>
        edit ? (
          <Select
            size="sm"
            miw={150}
            allowDeselect={false}
            aria-label={t('console.coefficients.confidenceOf', { key: row.key })}
            data={COEFFICIENT_CONFIDENCES.map((value) => ({
              value,
              label: t(`forage.coefficients.${value}`),
            }))}
            value={row.confidence}
            onChange={(value) =>
              value && edit.change(row.key, { confidence: value as DraftRow['confidence'] })
            }
          />
        ) : (
          <Badge
            size="sm"
            variant="light"
            miw="max-content"
            color={row.confidence === 'unverified' ? 'yellow' : 'brand'}
          >
            {t(`forage.coefficients.${row.confidence}`)}
          </Badge>
        ),
    },
    {
      key: 'source',
      header: t('console.coefficients.fields.source'),
      render: (row) =>
        edit ? (
          <TextInput
            size="sm"
            miw={200}
            aria-label={t('console.coefficients.sourceOf', { key: row.key })}
            value={row.source}
            error={errorOf(t, locale, edit.errors, `${row.key}.source`)}
            onChange={(event) => edit.change(row.key, { source: event.currentTarget.value })}
          />
        ) : (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {row.source}
          </Text>
        ),
    },
  ];
}
