import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading fallback shown while a lazily loaded page arrives (spec §2). */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center h={fullScreen ? '100dvh' : '60vh'} role="status" aria-label={t('common.loading')}>
      <Loader color="brand" type="dots" size="lg" />
    </Center>
  );
}
