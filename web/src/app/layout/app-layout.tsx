import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo, BrandMark } from '../../components/brand-logo';

import { PageLoader } from '../../components/page-loader';
import { AccountGate } from '../../features/accounts/components/account-gate';
import { AccountSwitcher } from '../../features/accounts/components/account-switcher';
import { AccountsSync } from '../../features/accounts/components/accounts-sync';
import { MembershipInvitations } from '../../features/accounts/components/membership-invitations';
import { AlertBell } from '../../features/alerts/components/alert-bell';
import { AlertsLiveSync } from '../../features/alerts/components/alerts-live-sync';
import { VerifyEmailNotice } from '../../features/auth/components/verify-email-notice';
import { AnimalOptionsSync } from '../../features/herd/components/animal-options-sync';
import { ContactSupportHost } from '../../features/support/contact-support-host';
import { RoleGate } from '../guards/role-gate';
import { queryClient } from '../../config/query-client';
import { href } from '../../config/routes';
import { useCurrentRoute } from '../../config/use-current-route';
import { BottomNav } from './bottom-nav';
import { HeaderSlot, HeaderSlotProvider } from '../../components/header-slot';
import { LanguageMenu } from './language-menu';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import classes from './app-layout.module.css';

/** Push permission and subscription (spec §4 step 5): after the first screen, never before it. */
const PushSync = lazy(() => import('../../features/push/components/push-sync'));

const RAIL_WIDTH = 72;
const MENU_WIDTH = 272;

/** The page of the current route, behind its role and (provider flag) account gates. */
function CurrentPage() {
  const current = useCurrentRoute();
  const page = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
  if (current?.route.access !== 'private') return page;
  return (
    <RoleGate route={current.route}>
      {current.route.provider ? <AccountGate>{page}</AccountGate> : page}
    </RoleGate>
  );
}

/**
 * The private frame (docs/ui.md): desktop side menu that collapses to icons, tablet icon rail,
 * mobile drawer and bottom navigation; the top bar with the page's tools, account, language, user.
 */
function Shell() {
  const { t } = useTranslation();
  const isMobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const isDesktop = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  // null: the size's default (expanded on desktop, icons on tablet) until the user chooses.
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const collapsed = !isMobile && (collapsedChoice ?? !isDesktop);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: { base: MENU_WIDTH, sm: collapsed ? RAIL_WIDTH : MENU_WIDTH },
        breakpoint: 'sm',
        collapsed: { mobile: !drawerOpened },
      }}
      footer={{ height: 64, collapsed: !isMobile }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} gap="sm" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="sm"
            size="sm"
            color="white"
            aria-label={t(drawerOpened ? 'menu.close' : 'menu.open')}
          />
          <Link to={href('dashboard')} className={classes.brand} aria-label={t('routes.dashboard')}>
            {isMobile ? <BrandMark size={30} /> : <BrandLogo size={30} inverted />}
          </Link>
          <HeaderSlot className={classes.slot} />
          <Group gap={4} wrap="nowrap" ml="auto">
            <AccountSwitcher compact={isMobile} />
            <AlertBell />
            <LanguageMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <SideMenu
          collapsed={collapsed}
          onToggleCollapsed={isMobile ? undefined : () => setCollapsedChoice(!collapsed)}
          onNavigate={drawer.close}
        />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <AccountsSync />
        <VerifyEmailNotice />
        <MembershipInvitations />
        <AnimalOptionsSync />
        <Suspense fallback={null}>
          <PushSync />
        </Suspense>
        <AlertsLiveSync />
        <ContactSupportHost />
        <CurrentPage />
      </AppShell.Main>
      {isMobile && (
        <AppShell.Footer className={classes.footer}>
          <BottomNav />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}

export default function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <HeaderSlotProvider>
        <Shell />
      </HeaderSlotProvider>
    </QueryClientProvider>
  );
}
