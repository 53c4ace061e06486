import { List, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../../../components/refusal-alert';
import { isApiError } from '../../../../api/api-error';
import { fastLoadLineErrorSchema } from '@tropero/shared/contracts/herd';
import type { LineError } from '../../api/fast-load-devices';

const isLineError = (value: unknown): value is LineError => fastLoadLineErrorSchema.safeParse(value).success;

/** The lines a fast load refused (422 details), in order; none when the failure was something else. */
export function lineErrorsOf(error: unknown): LineError[] {
  if (!isApiError(error) || error.status !== 422 || !Array.isArray(error.body?.details)) return [];
  return error.body.details.filter(isLineError).sort((a, b) => a.line - b.line);
}

/** Each refused line with its number, what it said and why (spec §5 keys); nothing was created. */
export function FastLoadErrors({ lines }: { lines: LineError[] }) {
  const { t } = useTranslation();
  return (
    <RefusalAlert title={t('herd.fastLoad.refused', { count: lines.length })}>
      <Text size="sm" mb={4}>
        {t('herd.fastLoad.nothingCreated')}
      </Text>
      <ScrollArea.Autosize mah={200} type="auto">
        <List size="sm" spacing={2}>
          {lines.map((line) => (
            <List.Item key={`${line.line}-${line.error}`}>
              <strong>{t('herd.fastLoad.line', { line: line.line })}</strong>
              {line.identifier && (
                <>
                  {' · '}
                  <code>{line.identifier}</code>
                </>
              )}
              {': '}
              {t(`imports.errors.${line.error}`)}
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </RefusalAlert>
  );
}
