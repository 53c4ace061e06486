import { PANEL_PARAM } from '../../features/dashboard/panel-ids';

/**
 * Whether a menu link points at the current location: same path and every query parameter of
 * the link present; a dashboard link without a panel is active only while no panel is open.
 */
export function isActiveLink(to: string, location: { pathname: string; search: string }): boolean {
  const target = new URL(to, 'http://menu.local');
  if (target.pathname !== location.pathname) return false;
  const current = new URLSearchParams(location.search);
  const sameParams = [...target.searchParams].every(([name, value]) => current.get(name) === value);
  return sameParams && (target.searchParams.has(PANEL_PARAM) || !current.has(PANEL_PARAM));
}
