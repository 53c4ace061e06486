import { Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPanel, PanelProps } from '../panel-ids';
import { panelRow } from '../panel-registry';

const loaded = new Map<DashboardPanel, LazyExoticComponent<ComponentType<PanelProps>>>();

/** The panel's component, loaded the first time it is drawn (one lazy component per panel). */
function panelComponent(id: DashboardPanel): LazyExoticComponent<ComponentType<PanelProps>> | null {
  const row = panelRow(id);
  if (!('load' in row)) return null;
  let component = loaded.get(id);
  if (!component) {
    component = lazy(row.load);
    loaded.set(id, component);
  }
  return component;
}

/** What a panel shows: its module once loaded, or, for a panel a later issue builds, that it is coming. */
export function PanelView({ id, onClose }: { id: DashboardPanel } & PanelProps) {
  const { t } = useTranslation();
  const Panel = panelComponent(id);
  if (!Panel) {
    return (
      <Text size="sm" c="dimmed">
        {panelRow(id).surface === 'tab'
          ? t(`dashboard.bottom.tabs.${id}.description`)
          : t('dashboard.panels.comingSoon')}
      </Text>
    );
  }
  return (
    <Suspense
      fallback={
        <Center py="md">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      }
    >
      <Panel onClose={onClose} />
    </Suspense>
  );
}
