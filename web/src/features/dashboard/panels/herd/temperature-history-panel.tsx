import { TemperatureChart } from '../animal/collar-charts';
import { CollarHistoryView } from './collar-history-view';
import { useHerdScope } from './use-herd-scope';

/**
 * Históricos › Temperatura histórica y de referencia: one collar's temperature per hour over the
 * range, against the cattle's normal rectal temperature.
 */
export default function TemperatureHistoryPanel() {
  const { window } = useHerdScope();
  return (
    <CollarHistoryView
      chart={(collar) => (
        <TemperatureChart deviceId={collar.deviceId} caravana={collar.caravana} window={window} />
      )}
    />
  );
}
