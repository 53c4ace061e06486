import { Badge } from '@mantine/core';
import type { BatchState } from '@tropero/shared/contracts/device-factory';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<BatchState, string> = { IN_STOCK: 'gray', SHIPPED: 'blue', ACTIVATED: 'brand' };

/** In stock, shipped to an account, or activated (every device claimed). */
export function BatchStateBadge({ state }: { state: BatchState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLOURS[state]}>
      {t(`deviceFactory.states.${state}`)}
    </Badge>
  );
}
