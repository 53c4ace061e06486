import { ActionIcon, Button, Drawer, Text, TextInput, Title } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconListDetails, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './side-panel.module.css';

export type SidePanelLayout = 'docked' | 'drawer' | 'sheet';

interface SidePanelProps {
  /** The settlement shown: the panel's heading, and the opener's text when the panel is hidden. */
  title: string;
  /** docs/ui.md: docked on a desktop, a drawer on a tablet, a sheet on a phone. */
  layout: SidePanelLayout;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** The drawer and the sheet cover the top bar's search, so they carry it. */
  search: string;
  onSearchChange: (search: string) => void;
  children: ReactNode;
}

/** The button on the map that brings the side panel back; it names the settlement on screen. */
export function SidePanelOpener({ title, onOpen }: { title: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      className={classes.open}
      variant="white"
      color="navy"
      size="md"
      maw="calc(100% - 80px)"
      leftSection={<IconListDetails size={18} />}
      onClick={onOpen}
      aria-label={t('dashboard.side.open', { settlement: title })}
    >
      <Text span inherit truncate="end">
        {title}
      </Text>
    </Button>
  );
}

/** The side panel: the settlement's plots, fences and markers beside (or over) the map. */
export function SidePanel({
  title,
  layout,
  opened,
  onOpenedChange,
  search,
  onSearchChange,
  children,
}: SidePanelProps) {
  const { t } = useTranslation();
  if (layout === 'docked') {
    if (!opened) return null;
    return (
      <aside className={classes.docked} aria-label={t('dashboard.side.title')}>
        <div className={classes.header}>
          <Title order={2} size="h4" c="navy.8" lineClamp={2}>
            {title}
          </Title>
          <ActionIcon
            variant="subtle"
            color="navy"
            size={40}
            aria-label={t('dashboard.side.close')}
            title={t('dashboard.side.close')}
            onClick={() => onOpenedChange(false)}
          >
            <IconLayoutSidebarLeftCollapse size={20} />
          </ActionIcon>
        </div>
        <div className={classes.content}>{children}</div>
      </aside>
    );
  }
  return (
    <Drawer
      opened={opened}
      onClose={() => onOpenedChange(false)}
      position={layout === 'sheet' ? 'bottom' : 'left'}
      size={layout === 'sheet' ? '80%' : 360}
      title={title}
      closeButtonProps={{ 'aria-label': t('dashboard.side.close') }}
      radius={layout === 'sheet' ? 'lg' : 0}
    >
      <TextInput
        type="search"
        mb="sm"
        leftSection={<IconSearch size={16} />}
        placeholder={t('dashboard.search.placeholder')}
        aria-label={t('dashboard.search.placeholder')}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
      {children}
    </Drawer>
  );
}
