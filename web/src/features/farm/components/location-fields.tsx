import { Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { DEFAULT_LOCATION } from '@tropero/shared/constants';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../components/map/bounds';

/** The map (and MapLibre with it) loads only when a form that places a settlement opens. */
const LocationPicker = lazy(() => import('../../../components/map/location-picker'));

interface LocationFieldsProps {
  value: LatLng;
  onChange: (location: LatLng) => void;
  errors?: { lat?: string; lng?: string };
}

/** Where a settlement is: picked on the map, or typed as latitude and longitude. */
export function LocationFields({ value, onChange, errors }: LocationFieldsProps) {
  const { t, i18n } = useTranslation();
  const decimalSeparator = i18n.language.startsWith('en') ? '.' : ',';
  const coordinate = (axis: 'lat' | 'lng', min: number, max: number) => (
    <NumberInput
      label={t(`farm.settlements.fields.${axis}`)}
      decimalScale={6}
      decimalSeparator={decimalSeparator}
      min={min}
      max={max}
      value={value[axis]}
      onChange={(next) => onChange({ ...value, [axis]: typeof next === 'number' ? next : Number.NaN })}
      error={errors?.[axis] && t(errors[axis])}
      flex={1}
    />
  );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('farm.settlements.fields.location')}
      </Text>
      <Suspense fallback={<Skeleton h={240} radius="md" />}>
        <LocationPicker value={value} onChange={onChange} />
      </Suspense>
      <Text size="xs" c="dimmed">
        {t('farm.settlements.locationHint', { place: DEFAULT_LOCATION.name })}
      </Text>
      <Group grow gap="sm" align="flex-start">
        {coordinate('lat', -90, 90)}
        {coordinate('lng', -180, 180)}
      </Group>
    </Stack>
  );
}
