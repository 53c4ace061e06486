import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UnreadIndicator } from '../../features/alerts/components/unread-indicator';
import { useUser } from '../../lib/session';
import { BOTTOM_NAVIGATION, reachableEntries } from '../menu';
import { href } from '../../config/routes';
import { isActiveLink } from './active-link';
import classes from './bottom-nav.module.css';

/** Mobile bottom navigation (docs/ui.md): Mapa, Animales, Alertas, Clima, Más — as the role allows. */
export function BottomNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const entries = reachableEntries(BOTTOM_NAVIGATION, useUser()?.tags ?? []);
  return (
    <nav className={classes.bar} aria-label={t('menu.bottomLabel')}>
      {entries.map((entry) => {
        const active = isActiveLink(entry.to, location);
        const icon = <entry.icon size={22} stroke={1.7} />;
        return (
          <UnstyledButton
            key={entry.label}
            component={Link}
            to={entry.to}
            className={classes.item}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            {entry.to === href('alerts') ? <UnreadIndicator>{icon}</UnreadIndicator> : icon}
            <span>{t(entry.label)}</span>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
