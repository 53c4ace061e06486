import { Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/query-view';

/** A stretch of an animal's history; `to` is null while it lasts. */
interface Period {
  from: string;
  to: string | null;
}

interface PeriodHistoryProps<Item extends Period> {
  icon: Icon;
  title: string;
  /** Said when the animal has no period yet. */
  empty: string;
  query: ComponentProps<typeof QueryView<Item[]>>['query'];
  /** A period's key among the others and what it was in (a roundup, a plot). */
  keyOf: (period: Item) => string;
  nameOf: (period: Item) => string;
  /** How the bounds read: roundups change at an instant, plots by the day. */
  format: (value: string, language: string) => string;
}

/** One history of the animal's detail, newest first, the current period highlighted. */
export function PeriodHistory<Item extends Period>({
  icon: HistoryIcon,
  title,
  empty,
  query,
  keyOf,
  nameOf,
  format,
}: PeriodHistoryProps<Item>) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" c="navy.8">
        <HistoryIcon size={16} style={{ verticalAlign: 'text-bottom' }} aria-hidden="true" /> {title}
      </Title>
      <QueryView query={query} loading={<Skeleton h={60} />}>
        {(periods) =>
          periods.length === 0 ? (
            <Text size="sm" c="dimmed">
              {empty}
            </Text>
          ) : (
            <Timeline active={periods[0]?.to === null ? 0 : -1} bulletSize={14} lineWidth={2}>
              {periods.map((period) => (
                <Timeline.Item key={keyOf(period)} title={nameOf(period)}>
                  <Text size="xs" c="dimmed">
                    {period.to
                      ? t('herd.history.between', {
                          from: format(period.from, i18n.language),
                          to: format(period.to, i18n.language),
                        })
                      : t('herd.history.since', { from: format(period.from, i18n.language) })}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )
        }
      </QueryView>
    </Stack>
  );
}
