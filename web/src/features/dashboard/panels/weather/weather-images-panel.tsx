import { ActionIcon, Group, SegmentedControl, Skeleton, Slider, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/query-view';
import { formatShortInstant } from '../../../../lib/dates';
import { useWeatherService } from '../../../weather/api/get-weather-service';
import {
  RADAR_MAX_ZOOM,
  satelliteMaxZoom,
  satelliteTiles,
  satelliteTimes,
  useRadarFrames,
  type ImageFrame,
  type SatelliteLayer,
} from '../../../weather/api/weather-images';
import { weatherOverlay } from '../../workspace/weather-overlay';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import classes from './weather.module.css';

type Mode = 'radar' | 'satellite';
const FRAME_MS = 700;
const RADAR_CREDIT = 'RainViewer';
const SATELLITE_CREDIT = 'NASA GIBS / ESDIS';

/** Clima › Imágenes: the radar's last frames or the satellite's last hours, over the map. */
export default function WeatherImagesPanel() {
  const { t } = useTranslation();
  const service = useWeatherService();
  const [mode, setMode] = useState<Mode>('radar');
  const [opacity, setOpacity] = useState(0.7);
  // The image leaves the map with its panel.
  useEffect(() => () => weatherOverlay.set(null), []);
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'radar', label: t('weather.images.radar') },
          { value: 'satellite', label: t('weather.images.satellite') },
        ]}
        aria-label={t('weather.images.mode')}
      />
      <QueryView
        query={service}
        loading={<Skeleton h={120} radius="md" />}
        failed={t('weather.images.failed')}
      >
        {({ images }) =>
          mode === 'radar' ? (
            images.radarIndexUrl ? (
              <Radar indexUrl={images.radarIndexUrl} opacity={opacity} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('weather.images.off')}
              </Text>
            )
          ) : images.satelliteBaseUrl ? (
            <Satellite baseUrl={images.satelliteBaseUrl} opacity={opacity} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('weather.images.off')}
            </Text>
          )
        }
      </QueryView>
      <Stack gap={2}>
        <Text size="xs" fw={600} id="weather-opacity">
          {t('weather.images.opacity')}
        </Text>
        <Slider
          min={0.2}
          max={1}
          step={0.1}
          value={opacity}
          onChange={setOpacity}
          label={(value) => `${Math.round(value * 100)} %`}
          aria-labelledby="weather-opacity"
        />
      </Stack>
    </Stack>
  );
}

/** One frame at a time over a list, animated on request; the frame shown is on the map. */
function FramePlayer({
  frames,
  credit,
  maxzoom,
  opacity,
  legend,
  note,
}: {
  frames: ImageFrame[];
  credit: string;
  maxzoom: number;
  opacity: number;
  legend: ReactNode;
  note: string;
}) {
  const { t, i18n } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const [shown, setShown] = useState(frames.length - 1);
  const [playing, setPlaying] = useState(false);
  const index = Math.min(shown, frames.length - 1);
  const frame = frames[index];
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setShown((current) => (current + 1) % frames.length), FRAME_MS);
    return () => clearInterval(timer);
  }, [playing, frames.length]);
  useEffect(() => {
    weatherOverlay.set(frame ? { tiles: frame.tiles, maxzoom, opacity, attribution: credit } : null);
  }, [frame, maxzoom, opacity, credit]);
  if (!frame)
    return (
      <Text size="sm" c="dimmed">
        {t('weather.images.none')}
      </Text>
    );
  const time = (ts: number) => formatShortInstant(ts, i18n.language, 'dayTime', settlement.utcOffsetMinutes);
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="light"
          size="lg"
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing ? t('weather.images.pause') : t('weather.images.play')}
        >
          {playing ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
        </ActionIcon>
        <Slider
          className={classes.frames}
          min={0}
          max={frames.length - 1}
          value={index}
          onChange={(value) => {
            setPlaying(false);
            setShown(value);
          }}
          label={(value) => time(frames[value]!.time)}
          aria-label={t('weather.images.time')}
        />
      </Group>
      <Text size="sm" fw={600} role="status">
        {t('weather.images.frameTime', { time: time(frame.time) })}
      </Text>
      {legend}
      <Text size="xs" c="dimmed">
        {note} · {t('weather.images.credit', { credit })}
      </Text>
    </Stack>
  );
}

function Radar({ indexUrl, opacity }: { indexUrl: string; opacity: number }) {
  const { t } = useTranslation();
  const frames = useRadarFrames(indexUrl);
  return (
    <QueryView
      query={frames}
      loading={<Skeleton h={90} radius="md" />}
      failed={t('weather.images.radarFailed')}
    >
      {(list) => (
        <FramePlayer
          frames={list}
          credit={RADAR_CREDIT}
          maxzoom={RADAR_MAX_ZOOM}
          opacity={opacity}
          note={t('weather.images.radarNote', { zoom: RADAR_MAX_ZOOM })}
          legend={
            <Legend
              stops={RADAR_LEGEND}
              low={t('weather.images.rainLight')}
              high={t('weather.images.rainHeavy')}
            />
          }
        />
      )}
    </QueryView>
  );
}

function Satellite({ baseUrl, opacity }: { baseUrl: string; opacity: number }) {
  const { t } = useTranslation();
  const [layer, setLayer] = useState<SatelliteLayer>('infrared');
  const times = useMemo(() => satelliteTimes(Date.now()), []);
  const frames = useMemo(
    () => times.map((time) => ({ time, tiles: satelliteTiles(baseUrl, layer, time) })),
    [times, baseUrl, layer],
  );
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={layer}
        onChange={(value) => setLayer(value as SatelliteLayer)}
        data={[
          { value: 'infrared', label: t('weather.images.infrared') },
          { value: 'geocolor', label: t('weather.images.geocolor') },
        ]}
        aria-label={t('weather.images.layer')}
      />
      <FramePlayer
        frames={frames}
        credit={SATELLITE_CREDIT}
        maxzoom={satelliteMaxZoom(layer)}
        opacity={opacity}
        note={t(`weather.images.${layer}Note`)}
        legend={
          layer === 'infrared' ? (
            <Legend
              stops={INFRARED_LEGEND}
              low={t('weather.images.cloudsLow')}
              high={t('weather.images.cloudsHigh')}
            />
          ) : null
        }
      />
    </Stack>
  );
}

/** RainViewer's universal-blue scheme, from drizzle to hail. */
const RADAR_LEGEND = ['#88ddee', '#0099cc', '#0077aa', '#005588', '#ffee00', '#ffaa00', '#ff4400', '#c10000'];
/** Band 13 brightness: warm ground dark, cold cloud tops white. */
const INFRARED_LEGEND = ['#1a1a1a', '#555555', '#999999', '#dddddd', '#ffffff'];

function Legend({ stops, low, high }: { stops: string[]; low: string; high: string }) {
  return (
    <Stack gap={2} aria-hidden="true">
      <div
        className={classes.legend}
        style={{ background: `linear-gradient(to right, ${stops.join(', ')})` }}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {low}
        </Text>
        <Text size="xs" c="dimmed">
          {high}
        </Text>
      </Group>
    </Stack>
  );
}
