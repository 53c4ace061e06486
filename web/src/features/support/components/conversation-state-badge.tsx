import { Badge } from '@mantine/core';
import type { SupportState } from '@tropero/shared/contracts/support';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SupportState, string> = { open: 'brand', pending: 'yellow', resolved: 'gray' };

export function ConversationStateBadge({ state }: { state: SupportState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`support.states.${state}`)}
    </Badge>
  );
}
