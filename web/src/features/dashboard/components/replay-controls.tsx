import {
  ActionIcon,
  CloseButton,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Slider,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MINUTE_MS } from '@tropero/shared/constants';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/dates';
import { boundsOf } from '../../../components/map/bounds';
import { tracksCorners, tracksSpan } from '../replay/interpolate';
import { REPLAY_SPEEDS, type ReplayClock, type ReplaySpeed } from '../replay/replay-clock';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import { useTelemetryView, type Replay } from '../workspace/telemetry-view';
import { useReplayTracks } from './replay-layers';
import classes from './replay-controls.module.css';
import touch from './touch.module.css';

/** Play and pause, the instant shown with a slider to move it, and the speed. */
export function ReplayTimeline({ clock }: { clock: ReplayClock }) {
  const { t, i18n } = useTranslation();
  const { time, playing, speed, from, to } = useSyncExternalStore(clock.subscribe, clock.get, clock.get);
  const when = (instant: number) => formatDateTime(instant, i18n.language);
  const toggle = t(playing ? 'telemetry.replay.pause' : 'telemetry.replay.play');
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          size={44}
          radius="xl"
          onClick={playing ? clock.pause : clock.play}
          aria-label={toggle}
          title={toggle}
        >
          {playing ? <IconPlayerPauseFilled size={20} /> : <IconPlayerPlayFilled size={20} />}
        </ActionIcon>
        <Stack gap={4} className={classes.timeline}>
          <Text
            size="sm"
            fw={700}
            c="dark.8"
            className={classes.time}
            data-testid="replay-time"
            data-time={time}
          >
            {when(time)}
          </Text>
          <Slider
            min={from}
            max={to}
            step={MINUTE_MS}
            value={time}
            onChange={clock.seek}
            label={null}
            thumbLabel={t('telemetry.replay.time')}
            thumbValueText={when}
            size="md"
            thumbSize={20}
          />
        </Stack>
      </Group>
      <SegmentedControl
        size="xs"
        radius="xl"
        fullWidth
        className={touch.segments}
        aria-label={t('telemetry.replay.speed')}
        value={String(speed)}
        onChange={(value) => clock.setSpeed(Number(value) as ReplaySpeed)}
        data={REPLAY_SPEEDS.map((value) => ({
          value: String(value),
          label: t(`telemetry.replay.speeds.s${value}`),
        }))}
      />
    </Stack>
  );
}

/** The replay's card over the map: its animals, its state (loading, failed, nothing to show) and its controls. */
function ReplayCard({ replay, onClose }: { replay: Replay; onClose: () => void }) {
  const { t } = useTranslation();
  const tracks = useReplayTracks(replay);
  const span = useMemo(() => (tracks.data ? tracksSpan(tracks.data) : null), [tracks.data]);
  const { clock } = replay;
  const { frame } = useFarmWorkspace();
  // The tracks in hand, the map frames them, and the replay runs over the time they cover by itself.
  useEffect(() => {
    if (!span || !tracks.data) return;
    frame(boundsOf([], tracksCorners(tracks.data)));
    clock.setSpan(span.from, span.to);
    clock.play();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once per replay: the frame function changes with every render of the workspace.
  }, [span, clock]);
  const title = t('telemetry.replay.title', { count: replay.animalIds.length });

  return (
    <Paper
      className={classes.card}
      shadow="md"
      radius="lg"
      p="sm"
      withBorder
      role="region"
      aria-label={title}
      data-testid="replay-controls"
    >
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Text size="sm" fw={700} c="navy.8">
          {title}
        </Text>
        <CloseButton size="lg" onClick={onClose} aria-label={t('telemetry.replay.close')} />
      </Group>
      <QueryView query={tracks} loading={<Skeleton h={72} />} failed={t('telemetry.replay.failed')}>
        {() =>
          span ? (
            <ReplayTimeline clock={clock} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('telemetry.replay.empty')}
            </Text>
          )
        }
      </QueryView>
    </Paper>
  );
}

/** The replay under way, if any, over the bottom of the map. */
export function ReplayControls() {
  const { replay, stopReplay } = useTelemetryView();
  if (!replay) return null;
  return <ReplayCard replay={replay} onClose={stopReplay} />;
}
