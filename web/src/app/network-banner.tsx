import { Affix, Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from './app-info';

/** A visible "sin conexión" badge while the browser is offline (docs/ui.md, spec §4). */
export function NetworkBanner() {
  const { t } = useTranslation();
  const { network } = useAppInfo();
  if (network.online) return null;
  return (
    <Affix position={{ top: 12, left: '50%' }} style={{ transform: 'translateX(-50%)' }} zIndex={400}>
      <Badge size="lg" color="danger" variant="filled" leftSection={<IconWifiOff size={14} />} role="status">
        {t('network.offline')}
      </Badge>
    </Affix>
  );
}
