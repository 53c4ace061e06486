import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Settlement } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view';
import { formatNumber } from '../../../lib/format';
import { useCurrentWeather, type Conditions } from '../api/get-current-weather';
import { IthBadge } from './ith-badge';
import { WeatherIcon } from './weather-code';
import { WeatherCredit } from './weather-credit';

/** Which of the eight compass points (0 = north) a wind blows from. */
export const compassPoint = (degrees: number) => Math.round(degrees / 45) % 8;

/** Conditions now at a settlement: temperature, humidity, wind, ITH and its category, and their age. */
export function CurrentConditions({ location }: { location: Settlement['location'] }) {
  const { t } = useTranslation();
  const conditions = useCurrentWeather(location);
  return (
    <QueryView query={conditions} loading={<Skeleton h={64} radius="md" />} failed={t('weather.now.failed')}>
      {(now) =>
        now ? (
          <ConditionsView now={now} />
        ) : (
          <Text size="sm" c="dimmed" role="status">
            {t('weather.now.none')}
          </Text>
        )
      }
    </QueryView>
  );
}

function ConditionsView({ now }: { now: Conditions }) {
  const { t, i18n } = useTranslation();
  const number = (value: number | null, digits = 1) =>
    value === null ? '–' : formatNumber(value, i18n.language, digits);
  return (
    <Stack gap={4} aria-label={t('weather.now.title')} role="group">
      <Group gap="sm" align="center">
        <WeatherIcon code={now.weatherCode} size={36} />
        <Text
          fz={28}
          fw={700}
          c="navy.8"
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {t('weather.units.celsius', { value: number(now.temperature) })}
        </Text>
        <Stack gap={0}>
          <Text size="sm">{t('weather.now.humidity', { value: number(now.humidity, 0) })}</Text>
          <Text size="sm">
            {t('weather.now.wind', {
              value: number(now.windSpeed, 0),
              from: now.windDirection === null ? '' : t(`weather.compass.${compassPoint(now.windDirection)}`),
            })}
          </Text>
        </Stack>
        {now.ith !== null && now.category && <IthBadge ith={now.ith} category={now.category} />}
      </Group>
      {now.stored && (
        <Text size="xs" c="yellow.9" fw={500} role="status">
          {t('weather.now.stored', { minutes: formatNumber(now.ageMinutes, i18n.language, 0) })}
        </Text>
      )}
      <WeatherCredit source={now.source} attribution={now.attribution} updatedAt={now.observedAt} />
    </Stack>
  );
}
