import { ActionIcon, CloseButton, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPanel } from '../panels';
import classes from './bottom-panels.module.css';

/** The bottom panels of spec §2, as tabs over the map (ui.md). */
const BOTTOM_TABS = ['settlement', 'plot', 'animal', 'grazingDynamics', 'greenIndex'] as const;

interface BottomPanelsProps {
  /** A dashboard action opened from the menu, shown above the tabs. */
  panel: DashboardPanel | null;
  onClosePanel: () => void;
}

export function BottomPanels({ panel, onClosePanel }: BottomPanelsProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const toggleLabel = t(expanded ? 'dashboard.bottom.collapse' : 'dashboard.bottom.expand');

  return (
    <div className={classes.area}>
      {panel && (
        <Paper
          className={classes.action}
          shadow="md"
          radius="lg"
          p="md"
          withBorder
          role="dialog"
          aria-label={t(`dashboard.panels.${panel}.title`)}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Title order={2} size="h4" c="navy.8">
                {t(`dashboard.panels.${panel}.title`)}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {t('dashboard.panels.comingSoon')}
              </Text>
            </div>
            <CloseButton onClick={onClosePanel} aria-label={t('common.close')} />
          </Group>
        </Paper>
      )}
      <Paper className={classes.tabs} radius={0} data-expanded={expanded || undefined}>
        <Tabs defaultValue="settlement" keepMounted={false}>
          <Group wrap="nowrap" gap={0} className={classes.tabBar}>
            <Tabs.List className={classes.tabList}>
              {BOTTOM_TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tab} onClick={() => setExpanded(true)}>
                  {t(`dashboard.bottom.tabs.${tab}.title`)}
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
            BOTTOM_TABS.map((tab) => (
              <Tabs.Panel key={tab} value={tab} className={classes.panel}>
                <Text size="sm" c="dimmed">
                  {t(`dashboard.bottom.tabs.${tab}.description`)}
                </Text>
              </Tabs.Panel>
            ))}
        </Tabs>
      </Paper>
    </div>
  );
}
