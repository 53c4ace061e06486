import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileQuery } from './list/data-table';

interface SideDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Its width beside the page; on a phone it takes the whole screen. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** The detail of a list's row, from the right over the page. */
export function SideDrawer({ opened, onClose, title, size = 'lg', children }: SideDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(isMobileQuery);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : size}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Drawer>
  );
}
