import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { boundsOf } from '../../../../components/map/bounds';
import { KmlUpload } from '../../../farm/components/kml-upload';
import type { PanelProps } from '../../panel-ids';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

/** "Subir KML": a dialog over the map; the imported plots are framed once they are in. */
export default function UploadKmlPanel({ onClose }: PanelProps) {
  const { t } = useTranslation();
  const { settlement, frame } = useFarmWorkspace();
  const isMobile = useMediaQuery('(max-width: 47.99em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('dashboard.panels.uploadKml.title')}
      fullScreen={isMobile}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <KmlUpload
        settlementId={settlement._id}
        onImported={(result) => frame(boundsOf(result.plots.map((plot) => plot.geometry)))}
      />
    </Modal>
  );
}
