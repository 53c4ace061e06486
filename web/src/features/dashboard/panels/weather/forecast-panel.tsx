import { Accordion, Badge, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/query-view';
import { formatShortInstant } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import { useForecast, type ForecastDay } from '../../../weather/api/get-forecast';
import { CurrentConditions } from '../../../weather/components/current-conditions';
import { HeatStressRulesNote } from '../../../weather/components/heat-stress-rules';
import { IthBadge } from '../../../weather/components/ith-badge';
import { ITH_CATEGORY_COLORS } from '../../../weather/components/ith-colors';
import { WeatherIcon } from '../../../weather/components/weather-code';
import { WeatherCredit } from '../../../weather/components/weather-credit';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import classes from './weather.module.css';

/** A forecast day's name: "mar 16/01" (the day has no time of its own: read at UTC). */
function dayName(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** Clima › Pronóstico: conditions now and the next 7 days, each with its hours, rain and heat stress. */
export default function ForecastPanel() {
  const { t } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const forecast = useForecast(settlement);
  return (
    <Stack gap="md">
      <CurrentConditions location={settlement.location} />
      <QueryView
        query={forecast}
        loading={<Skeleton h={280} radius="md" />}
        failed={t('weather.forecast.failed')}
      >
        {(answer) =>
          answer.success && answer.rules && answer.list.length > 0 ? (
            <Stack gap="xs">
              <Title order={3} size="h5" c="navy.8">
                {t('weather.forecast.days', { count: answer.list.length })}
              </Title>
              <Accordion
                variant="separated"
                chevronPosition="right"
                classNames={{ content: classes.dayContent }}
              >
                {answer.list.map((day) => (
                  <ForecastDayItem key={day.date} day={day} threshold={answer.rules!.threshold} />
                ))}
              </Accordion>
              <HeatStressRulesNote rules={answer.rules} />
              <WeatherCredit
                source={answer.source}
                attribution={answer.attribution}
                updatedAt={answer.updatedAt}
              />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" role="status">
              {t('weather.forecast.none')}
            </Text>
          )
        }
      </QueryView>
    </Stack>
  );
}

function ForecastDayItem({ day, threshold }: { day: ForecastDay; threshold: number }) {
  const { t, i18n } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const number = (value: number | null, digits = 0) =>
    value === null ? '–' : formatNumber(value, i18n.language, digits);
  return (
    <Accordion.Item value={day.date}>
      <Accordion.Control
        aria-label={t('weather.forecast.dayLabel', { day: dayName(day.date, i18n.language) })}
      >
        <div className={classes.dayRow}>
          <Text fw={700} size="sm" className={classes.dayName}>
            {dayName(day.date, i18n.language)}
          </Text>
          <WeatherIcon code={day.weatherCode} />
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <strong>{t('weather.units.degrees', { value: number(day.temperatureMax) })}</strong>{' '}
            <Text span c="dimmed" size="sm">
              {t('weather.units.degrees', { value: number(day.temperatureMin) })}
            </Text>
          </Text>
          <Text size="sm" c={day.precipitation ? 'blue.7' : 'dimmed'}>
            {t('weather.units.mm', { value: number(day.precipitation, 1) })}
          </Text>
          <Group gap={4} wrap="nowrap" className={classes.dayIth}>
            {day.ithMax !== null && day.category && (
              <IthBadge ith={day.ithMax} category={day.category} size="sm" compact />
            )}
          </Group>
        </div>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="xs">
            {t('weather.forecast.overThreshold', {
              count: day.hoursOverThreshold,
              threshold: formatNumber(threshold, i18n.language),
            })}
            {' · '}
            {t('weather.forecast.wind', { value: number(day.windSpeedMax) })}
            {day.recoveryNight ? '' : ` · ${t('weather.ith.noRecovery')}`}
          </Text>
          {day.heatWaveDay > 0 && (
            <Badge color="danger" variant="light" size="sm">
              {t('weather.ith.heatWaveDay', { day: day.heatWaveDay })}
            </Badge>
          )}
          <Table.ScrollContainer minWidth={320}>
            <Table striped withRowBorders={false} verticalSpacing={2} fz="xs" className={classes.hours}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('weather.hours.time')}</Table.Th>
                  <Table.Th>{t('weather.hours.temperature')}</Table.Th>
                  <Table.Th>{t('weather.hours.humidity')}</Table.Th>
                  <Table.Th>{t('weather.hours.rain')}</Table.Th>
                  <Table.Th>{t('weather.hours.wind')}</Table.Th>
                  <Table.Th>{t('weather.hours.ith')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {day.hours.map((hour) => (
                  <Table.Tr key={hour.ts}>
                    <Table.Td>
                      {formatShortInstant(hour.ts, i18n.language, 'time', settlement.utcOffsetMinutes)}
                    </Table.Td>
                    <Table.Td>{number(hour.temperature, 1)}</Table.Td>
                    <Table.Td>{number(hour.humidity)}</Table.Td>
                    <Table.Td>{number(hour.precipitation, 1)}</Table.Td>
                    <Table.Td>{number(hour.windSpeed)}</Table.Td>
                    <Table.Td>
                      {hour.ith !== null && hour.category && (
                        <span
                          className={classes.ithCell}
                          style={{ borderColor: ITH_CATEGORY_COLORS[hour.category] }}
                        >
                          {formatNumber(hour.ith, i18n.language, 1)}
                        </span>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
