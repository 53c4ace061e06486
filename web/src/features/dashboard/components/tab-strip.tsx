import { ActionIcon, Tabs } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPanel } from '../panel-ids';
import { panelTitleKey } from '../panel-registry';
import classes from './bottom-panels.module.css';

/**
 * The bottom tabs' list. On a narrow screen it scrolls: a fade and an arrow show there is more to the
 * right, and the active tab is scrolled into view.
 */
export function TabStrip({
  tabs,
  active,
  onTabClick,
}: {
  tabs: readonly DashboardPanel[];
  active: DashboardPanel;
  onTabClick: () => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const element = list.current;
    if (element) setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  useEffect(() => {
    list.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <div className={classes.strip} data-more={more || undefined}>
      <Tabs.List ref={list} className={classes.tabList} onScroll={measure}>
        {tabs.map((id) => (
          <Tabs.Tab key={id} value={id} onClick={onTabClick}>
            {t(panelTitleKey(id))}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {more && (
        <ActionIcon
          className={classes.more}
          variant="white"
          color="navy"
          size="md"
          aria-label={t('sheet.scroll')}
          title={t('sheet.scroll')}
          onClick={() =>
            list.current?.scrollBy({ left: list.current.clientWidth * 0.75, behavior: 'smooth' })
          }
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      )}
    </div>
  );
}
