import { Alert, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { RefusalAlert } from '../../../components/refusal-alert';
import { RequestFailure } from '../../../components/request-failure';
import { formatNumber } from '../../../lib/format';
import type { ImportResult } from '../api/import-plots';

interface PlacemarkError {
  index: number;
  name: string;
  /** An i18n key (`validation.selfIntersection`…). */
  error: string;
}

/** Why an import was refused: bad placemarks (named), the file itself, its size, or the request. */
export type ImportFailure =
  | { kind: 'placemarks'; placemarks: PlacemarkError[] }
  | { kind: 'file'; key: string }
  | { kind: 'tooLarge' }
  | { kind: 'request'; error: unknown };

const isPlacemarkError = (value: unknown): value is PlacemarkError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PlacemarkError).name === 'string' &&
  typeof (value as PlacemarkError).error === 'string';

/** Refusals of a file that is not too large but crosses another bound. */
const OTHER_BOUNDS = new Set(['validation.kmlTooManyVertices', 'validation.fileTooSlow']);

/** Reads the server's refusal (422 with per-placemark details, 413, 400 on the file). */
export function importFailure(error: unknown): ImportFailure {
  if (!isApiError(error)) return { kind: 'request', error };
  const fileKey = error.fieldErrors.file;
  // A 413 is the size, unless the server names another bound (vertices, the time to read it).
  if (error.status === 413 && !(fileKey && OTHER_BOUNDS.has(fileKey))) return { kind: 'tooLarge' };
  const details = error.body?.details;
  if (Array.isArray(details) && details.some(isPlacemarkError)) {
    return { kind: 'placemarks', placemarks: details.filter(isPlacemarkError) };
  }
  if (fileKey) return { kind: 'file', key: fileKey };
  if (error.status === 422) return { kind: 'file', key: 'validation.kml' };
  return { kind: 'request', error };
}

/** What an import did: the plots created, the points turned into markers, what was left out. */
export function ImportSuccess({ result }: { result: ImportResult }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      color="brand"
      icon={<IconCircleCheck size={20} />}
      title={t('farm.import.done', { count: result.plots.length })}
      role="status"
    >
      <Stack gap="xs">
        <List size="sm" spacing={2}>
          {result.plots.map((plot) => (
            <List.Item key={plot._id}>
              {plot.name} · {t('map.area', { value: formatNumber(plot.areaHa, i18n.language) })}
            </List.Item>
          ))}
        </List>
        {result.markers > 0 && <Text size="sm">{t('farm.import.markers', { count: result.markers })}</Text>}
        {result.skipped.length > 0 && (
          <Text size="sm">
            {t('farm.import.skipped', {
              names: result.skipped.map((placemark) => placemark.name).join(', '),
            })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** Why nothing was imported, naming each bad placemark and what is wrong with it. */
export function ImportRefusal({ failure }: { failure: ImportFailure }) {
  const { t } = useTranslation();
  if (failure.kind === 'request') return <RequestFailure error={failure.error} />;
  return (
    <RefusalAlert title={t('farm.import.refused')}>
      {failure.kind === 'placemarks' && (
        <Stack gap={4}>
          <Text size="sm">{t('farm.import.badPlacemarks')}</Text>
          <List size="sm" spacing={2}>
            {failure.placemarks.map((placemark) => (
              <List.Item key={placemark.index}>
                <strong>{placemark.name}</strong>:{' '}
                {t(placemark.error, { defaultValue: t('validation.geometry') })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {failure.kind === 'file' && (
        <Text size="sm">{t(failure.key, { defaultValue: t('validation.kml') })}</Text>
      )}
      {failure.kind === 'tooLarge' && <Text size="sm">{t('farm.import.tooLarge')}</Text>}
    </RefusalAlert>
  );
}
