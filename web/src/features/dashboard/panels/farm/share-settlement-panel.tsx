import { ShareSettlementDialog } from '../../../farm/components/share-settlement-dialog';
import type { PanelProps } from '../../panel-ids';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

/** "Compartir establecimiento": the sharing dialog for the settlement on screen. */
export default function ShareSettlementPanel({ onClose }: PanelProps) {
  const { settlement } = useFarmWorkspace();
  return <ShareSettlementDialog settlement={settlement} onClose={onClose} />;
}
