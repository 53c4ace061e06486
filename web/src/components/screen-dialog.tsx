import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileQuery } from './list/data-table';

interface ScreenDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Its width over the page; on a phone it takes the whole screen. */
  size?: 'lg' | 'xl';
  children: ReactNode;
}

/** A dialog that holds a form or a list: over the page, or the whole screen on a phone. */
export function ScreenDialog({ opened, onClose, title, size = 'lg', children }: ScreenDialogProps) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(isMobileQuery);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}
