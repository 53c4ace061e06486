import { ActionIcon, Group, Paper, Tabs, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPanel } from '../panel-ids';
import { AnimalTab } from '../panels/animal/animal-tab';
import { GrazingDynamicsTab } from '../panels/grazing/grazing-dynamics-tab';
import { SelectionTab } from '../panels/farm/selection-tab';
import { SettlementTab } from '../panels/farm/settlement-tab';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import { ActionPanel } from './action-panel';
import classes from './bottom-panels.module.css';

/** The bottom panels of spec §2, as tabs over the map (ui.md). */
const BOTTOM_TABS = ['settlement', 'plot', 'animal', 'grazingDynamics', 'greenIndex'] as const;
type BottomTab = (typeof BOTTOM_TABS)[number];

/** What each tab holds; those of later issues describe what they will show. */
const TAB_CONTENT: Partial<Record<BottomTab, () => ReactNode>> = {
  settlement: () => <SettlementTab />,
  plot: () => <SelectionTab />,
  animal: () => <AnimalTab />,
  grazingDynamics: () => <GrazingDynamicsTab />,
};

interface BottomPanelsProps {
  /** A dashboard action opened from the menu, shown above the tabs. */
  panel: DashboardPanel | null;
  onClosePanel: () => void;
}

export function BottomPanels({ panel, onClosePanel }: BottomPanelsProps) {
  const { t } = useTranslation();
  const { selection } = useFarmWorkspace();
  const [tab, setTab] = useState<BottomTab>('settlement');
  const [expanded, setExpanded] = useState(false);
  const toggleLabel = t(expanded ? 'dashboard.bottom.collapse' : 'dashboard.bottom.expand');
  const selected = selection && `${selection.kind}:${selection.id}`;
  const selectedKind = selection?.kind;

  // Choosing something on the map opens its panel (ui.md).
  useEffect(() => {
    if (!selected) return;
    setTab(selectedKind === 'animal' ? 'animal' : 'plot');
    setExpanded(true);
  }, [selected, selectedKind]);
  // An action card takes the room over the map: the tabs make way. Grazing dynamics is a tab itself.
  useEffect(() => {
    if (panel === 'grazingDynamics') {
      setTab('grazingDynamics');
      setExpanded(true);
      onClosePanel();
    } else if (panel) setExpanded(false);
  }, [panel]);

  return (
    <div className={classes.area}>
      {panel && panel !== 'grazingDynamics' && <ActionPanel panel={panel} onClose={onClosePanel} />}
      <Paper className={classes.tabs} radius={0} data-expanded={expanded || undefined}>
        <Tabs value={tab} onChange={(value) => value && setTab(value as BottomTab)} keepMounted={false}>
          <Group wrap="nowrap" gap={0} className={classes.tabBar}>
            <Tabs.List className={classes.tabList}>
              {BOTTOM_TABS.map((id) => (
                <Tabs.Tab key={id} value={id} onClick={() => setExpanded(true)}>
                  {t(`dashboard.bottom.tabs.${id}.title`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <ActionIcon
              variant="subtle"
              color="navy"
              size="lg"
              mx="xs"
              onClick={() => setExpanded(!expanded)}
              aria-label={toggleLabel}
              title={toggleLabel}
              aria-expanded={expanded}
            >
              {expanded ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
            </ActionIcon>
          </Group>
          {expanded &&
            BOTTOM_TABS.map((id) => (
              <Tabs.Panel key={id} value={id} className={classes.panel}>
                {TAB_CONTENT[id]?.() ?? (
                  <Text size="sm" c="dimmed">
                    {t(`dashboard.bottom.tabs.${id}.description`)}
                  </Text>
                )}
              </Tabs.Panel>
            ))}
        </Tabs>
      </Paper>
    </div>
  );
}
