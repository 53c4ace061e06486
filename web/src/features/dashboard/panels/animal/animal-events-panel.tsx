import { Button, Chip, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowsShuffle,
  IconCircleCheck,
  IconDeviceWatch,
  IconDoorEnter,
  IconDoorExit,
  IconDroplet,
  IconFence,
  IconFenceOff,
  IconMapPinOff,
  type Icon,
} from '@tabler/icons-react';
import { ANIMAL_EVENT_KINDS } from '@tropero/shared/contracts/animal-events';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { QueryView } from '../../../../components/query-view';
import {
  useAnimalEvents,
  type AnimalEvent,
  type AnimalEventKind,
} from '../../../telemetry/api/get-animal-events';
import type { TimeWindow } from '../../../telemetry/api/get-tracks';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { AnimalPicker, usePickedAnimal } from '../herd/animal-picker';
import { useHerdScope } from '../herd/use-herd-scope';

/** The filter chips: each shows a family of kinds. */
const FAMILIES = {
  alerts: ['alertRaised', 'alertResolved'],
  fences: ['fenceExit', 'fenceReturn'],
  plots: ['plotEntry', 'plotExit'],
  drinking: ['drinking'],
  allocations: ['allocationStart', 'allocationEnd'],
  devices: ['deviceChange'],
} satisfies Record<string, AnimalEventKind[]>;
type Family = keyof typeof FAMILIES;
const FAMILY_IDS = Object.keys(FAMILIES) as Family[];

const LOOK: Record<AnimalEventKind, { icon: Icon; color: string }> = {
  alertRaised: { icon: IconAlertTriangle, color: 'danger' },
  alertResolved: { icon: IconCircleCheck, color: 'green' },
  fenceExit: { icon: IconFenceOff, color: 'orange' },
  fenceReturn: { icon: IconFence, color: 'green' },
  plotEntry: { icon: IconDoorEnter, color: 'navy' },
  plotExit: { icon: IconDoorExit, color: 'gray' },
  drinking: { icon: IconDroplet, color: 'blue' },
  allocationStart: { icon: IconArrowsShuffle, color: 'navy' },
  allocationEnd: { icon: IconMapPinOff, color: 'gray' },
  deviceChange: { icon: IconDeviceWatch, color: 'grape' },
};

/** Events drawn at once; more on asking (a long range can hold thousands). */
const PAGE = 100;

function EventLine({ event, offsetMinutes }: { event: AnimalEvent; offsetMinutes: number }) {
  const { t, i18n } = useTranslation();
  const { icon: KindIcon, color } = LOOK[event.kind];
  const alert = event.alertType
    ? t(`history.events.alertTypes.${event.alertType}`, { defaultValue: event.alertType })
    : '';
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-kind={event.kind}>
      <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden="true">
        <KindIcon size={16} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(`history.events.kinds.${event.kind}`, {
            alert,
            fence: event.fenceName ?? '',
            plot: event.plotName ?? '',
            device: event.deviceIdentifier ?? '',
            minutes: event.minutes ?? 0,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={event.ts}>{formatDateTime(event.ts, i18n.language, offsetMinutes)}</time>
        </Text>
      </div>
    </Group>
  );
}

function Timeline({
  animalId,
  caravana,
  window,
  kinds,
}: {
  animalId: string;
  caravana: string;
  window: TimeWindow;
  kinds: AnimalEventKind[];
}) {
  const { t } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const query = useAnimalEvents(animalId, window, kinds);
  const [shown, setShown] = useState(PAGE);
  return (
    <QueryView query={query} failed={t('history.events.failed')}>
      {({ events, truncated }) =>
        events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('history.events.empty')}
          </Text>
        ) : (
          <Stack gap="xs">
            {truncated && (
              <Text size="xs" c="yellow.9" role="status">
                {t('history.events.truncated', { count: events.length })}
              </Text>
            )}
            <Stack
              component="ol"
              gap="sm"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('history.events.list', { caravana })}
            >
              {events.slice(0, shown).map((event, index) => (
                <EventLine
                  key={`${event.ts}-${event.kind}-${index}`}
                  event={event}
                  offsetMinutes={settlement.utcOffsetMinutes}
                />
              ))}
            </Stack>
            {events.length > shown && (
              <Button variant="subtle" size="xs" onClick={() => setShown(shown + PAGE)}>
                {t('history.events.more', { count: events.length - shown })}
              </Button>
            )}
          </Stack>
        )
      }
    </QueryView>
  );
}

/**
 * "Eventos de animales": one animal's timeline over the top bar's range — alerts, fence and plot
 * crossings, drinking visits, allocations and device changes — filtered by family, the latest first.
 */
export default function AnimalEventsPanel() {
  const { t } = useTranslation();
  const { range } = useFarmWorkspace();
  const { window } = useHerdScope();
  const picked = usePickedAnimal();
  const [families, setFamilies] = useState<Family[]>(FAMILY_IDS);
  const kinds = useMemo(() => {
    const chosen = new Set<AnimalEventKind>(families.flatMap((family) => FAMILIES[family]));
    return ANIMAL_EVENT_KINDS.filter((kind) => chosen.has(kind));
  }, [families]);
  return (
    <Stack gap="sm">
      <AnimalPicker picked={picked} placeholder={t('history.events.pick')} />
      <Text size="sm" c="dimmed">
        {t('telemetry.downloads.range', { range: t(`dashboard.ranges.${range}`) })}
      </Text>
      <Chip.Group multiple value={families} onChange={(value) => setFamilies(value as Family[])}>
        <Group gap={6} role="group" aria-label={t('history.events.filters')}>
          {FAMILY_IDS.map((family) => (
            <Chip key={family} value={family} size="xs">
              {t(`history.events.groups.${family}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {!picked.animal ? (
        <Text size="sm" c="dimmed">
          {t('history.events.choose')}
        </Text>
      ) : kinds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.events.empty')}
        </Text>
      ) : (
        <Timeline
          animalId={picked.animal.animalId}
          caravana={picked.animal.caravana}
          window={window}
          kinds={kinds}
        />
      )}
    </Stack>
  );
}
