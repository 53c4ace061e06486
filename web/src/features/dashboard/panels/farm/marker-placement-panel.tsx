import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useCreateMarker } from '../../../farm/api/create-marker';
import { MarkerForm } from '../../../farm/components/marker-form';
import { useFarmWorkspace, useMapTool } from '../../workspace/farm-workspace';

/** A new farm marker: its type and name here, its place by a click on the map. */
export function MarkerPlacementPanel({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { settlement, draft, select } = useFarmWorkspace();
  useMapTool({ kind: 'placeMarker' });
  const create = useCreateMarker(settlement._id);
  const coordinate = (value: number) => formatNumber(value, i18n.language, 5);
  return (
    <MarkerForm
      submitLabel={t('farm.markers.save')}
      ready={draft !== null}
      onCancel={onDone}
      onSubmit={async (fields) => {
        if (!draft) return;
        const marker = await create.mutateAsync({ ...fields, location: { lat: draft.lat, lng: draft.lng } });
        select({ kind: 'marker', id: marker._id });
        onDone();
      }}
    >
      <Text size="sm" aria-live="polite" fw={draft ? 500 : undefined}>
        {draft
          ? t('farm.markers.placedAt', { lat: coordinate(draft.lat), lng: coordinate(draft.lng) })
          : t('farm.markers.placeHint')}
      </Text>
    </MarkerForm>
  );
}
