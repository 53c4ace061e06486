import { Button, Checkbox, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { MARKER_TYPES, type MarkerType } from '@tropero/shared/farm';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportPlots, type ImportResult } from '../api/import-plots';
import { ImportRefusal, ImportSuccess, importFailure } from './import-outcome';

interface KmlUploadProps {
  settlementId: string;
  /** Called with what was imported, e.g. to show the new plots on the map. */
  onImported?: (result: ImportResult) => void;
}

/** Upload a KML or KMZ file (Google Earth): each polygon becomes a plot; points, markers if asked. */
export function KmlUpload({ settlementId, onImported }: KmlUploadProps) {
  const { t } = useTranslation();
  const upload = useImportPlots(settlementId);
  const [file, setFile] = useState<File | null>(null);
  const [pointsAsMarkers, setPointsAsMarkers] = useState(false);
  const [markerType, setMarkerType] = useState<MarkerType>('drinker');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file)
      upload.mutate({ file, pointsAs: pointsAsMarkers ? markerType : undefined }, { onSuccess: onImported });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('farm.import.explanation')}
        </Text>
        <FileInput
          label={t('farm.import.file')}
          placeholder={t('farm.import.choose')}
          accept=".kml,.kmz,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz"
          leftSection={<IconFileUpload size={16} />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            upload.reset();
          }}
          clearable
          required
        />
        <Checkbox
          label={t('farm.import.pointsAsMarkers')}
          checked={pointsAsMarkers}
          onChange={(event) => setPointsAsMarkers(event.currentTarget.checked)}
        />
        {pointsAsMarkers && (
          <Select
            label={t('farm.import.markerType')}
            data={MARKER_TYPES.map((type) => ({ value: type, label: t(`farm.markerTypes.${type}`) }))}
            value={markerType}
            onChange={(value) => value && setMarkerType(value as MarkerType)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {upload.data && <ImportSuccess result={upload.data} />}
        {upload.error && <ImportRefusal failure={importFailure(upload.error)} />}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={!file}
            loading={upload.isPending}
            leftSection={<IconFileUpload size={16} />}
          >
            {t('farm.import.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
