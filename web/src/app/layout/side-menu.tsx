import { ActionIcon, Menu, NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUser } from '../../lib/session';
import { HOME_ENTRY, visibleMenu, type MenuEntry, type MenuGroup } from '../menu';
import { isActiveLink } from './active-link';
import classes from './side-menu.module.css';

interface SideMenuProps {
  /** Icons only (desktop collapsed, tablet). */
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  /** Called after following a link (closes the drawer on mobile). */
  onNavigate?: () => void;
}

function EntryLink({
  entry,
  active,
  onNavigate,
}: {
  entry: MenuEntry;
  active: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={t(entry.label)}
      leftSection={<entry.icon size={18} stroke={1.6} />}
      active={active}
      onClick={onNavigate}
      className={classes.link}
    />
  );
}

function RailGroup({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = group.entries.some((entry) => isActiveLink(entry.to, location));
  return (
    <Menu position="right-start" offset={12} shadow="md" withinPortal trigger="click-hover" openDelay={80}>
      <Menu.Target>
        <ActionIcon
          size={44}
          variant={active ? 'light' : 'subtle'}
          color={active ? 'brand' : 'navy'}
          aria-label={t(group.label)}
        >
          <group.icon size={22} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t(group.label)}</Menu.Label>
        {group.entries.map((entry) => (
          <Menu.Item
            key={entry.key}
            component={Link}
            to={entry.to}
            onClick={onNavigate}
            leftSection={<entry.icon size={16} />}
          >
            {t(entry.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The side menu of spec §1: its groups, with only the entries the user's role reaches. */
export function SideMenu({ collapsed, onToggleCollapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useUser();
  const groups = visibleMenu(user?.tags ?? []);
  const toggleLabel = t(collapsed ? 'menu.expand' : 'menu.collapse');

  return (
    <Stack h="100%" gap={0} component="nav" aria-label={t('menu.label')}>
      <ScrollArea flex={1} type="scroll" scrollbarSize={6}>
        {collapsed ? (
          <Stack align="center" gap={6} py="sm">
            <Tooltip label={t(HOME_ENTRY.label)} position="right">
              <ActionIcon
                component={Link}
                to={HOME_ENTRY.to}
                size={44}
                variant={isActiveLink(HOME_ENTRY.to, location) ? 'light' : 'subtle'}
                color={isActiveLink(HOME_ENTRY.to, location) ? 'brand' : 'navy'}
                aria-label={t(HOME_ENTRY.label)}
              >
                <HOME_ENTRY.icon size={22} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
            {groups.map((group) => (
              <RailGroup key={group.key} group={group} onNavigate={onNavigate} />
            ))}
          </Stack>
        ) : (
          <Stack gap={2} p="sm">
            <EntryLink
              entry={HOME_ENTRY}
              active={isActiveLink(HOME_ENTRY.to, location)}
              onNavigate={onNavigate}
            />
            {groups.map((group) => {
              const opened = group.entries.some((entry) => isActiveLink(entry.to, location));
              return (
                <NavLink
                  key={group.key}
                  label={t(group.label)}
                  leftSection={<group.icon size={18} stroke={1.6} />}
                  defaultOpened={opened}
                  className={classes.group}
                  childrenOffset={18}
                >
                  {group.entries.map((entry) => (
                    <EntryLink
                      key={entry.key}
                      entry={entry}
                      active={isActiveLink(entry.to, location)}
                      onNavigate={onNavigate}
                    />
                  ))}
                </NavLink>
              );
            })}
          </Stack>
        )}
      </ScrollArea>
      {onToggleCollapsed && (
        <UnstyledButton
          className={classes.toggle}
          onClick={onToggleCollapsed}
          aria-label={toggleLabel}
          title={toggleLabel}
          data-collapsed={collapsed || undefined}
        >
          {collapsed ? (
            <IconLayoutSidebarLeftExpand size={20} />
          ) : (
            <IconLayoutSidebarLeftCollapse size={20} />
          )}
          {!collapsed && <span>{toggleLabel}</span>}
        </UnstyledButton>
      )}
    </Stack>
  );
}
