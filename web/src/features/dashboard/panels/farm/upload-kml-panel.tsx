import { useTranslation } from 'react-i18next';
import { boundsOf } from '../../../../components/map/bounds';
import { KmlUpload } from '../../../farm/components/kml-upload';
import type { PanelProps } from '../../panel-ids';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { ScreenDialog } from '../../../../components/screen-dialog';

/** "Subir KML": a dialog over the map; the imported plots are framed once they are in. */
export default function UploadKmlPanel({ onClose }: PanelProps) {
  const { t } = useTranslation();
  const { settlement, frame } = useFarmWorkspace();
  return (
    <ScreenDialog opened onClose={onClose} title={t('dashboard.panels.uploadKml.title')}>
      <KmlUpload
        settlementId={settlement._id}
        onImported={(result) => frame(boundsOf(result.plots.map((plot) => plot.geometry)))}
      />
    </ScreenDialog>
  );
}
