import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { readPendingInvite } from '../../lib/pending-invite';
import { clearSession, storeAccessToken, storeUser } from '../../lib/session';
import { storageKeys } from '../../lib/storage';
import { aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { routes } from '../../config/routes';
import { decidePrivate, decidePublic } from './guard-rules';
import { PrivateGuard } from './private-guard';
import { PublicGuard } from './public-guard';
import { RoleGate } from './role-gate';

const SETTLEMENT = '111111111111111111111111';
const INVITED = '222222222222222222222222';
const at = (pathname: string, search = '') => ({ pathname, search });

function signIn(changes: Parameters<typeof aUser>[0] = {}) {
  storeAccessToken('token');
  storeUser(aUser(changes));
}

afterEach(() => clearSession());

describe('decidePublic (spec §2)', () => {
  it('shows a public page to a guest', () => {
    expect(decidePublic(null, at('/login'))).toEqual({ kind: 'show' });
  });

  it('shows a public page to a user who needs a password reset', () => {
    expect(decidePublic(aUser({ needsPasswordReset: true }), at('/reset'))).toEqual({ kind: 'show' });
  });

  it('sends a signed-in user to the dashboard, or to his saved target', () => {
    expect(decidePublic(aUser(), at('/login'))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decidePublic(aUser(), at('/login'), '/settlement?x=1')).toEqual({
      kind: 'redirect',
      to: '/settlement?x=1',
    });
  });

  it('opens the accept-invite page for an invite link, with the pair to keep', () => {
    const search = `?settlement=${SETTLEMENT}&user=${INVITED}`;
    const invite = { settlementId: SETTLEMENT, userId: INVITED };
    expect(decidePublic(null, at('/login', search))).toEqual({
      kind: 'redirect',
      to: `/addinvite${search}`,
      invite,
    });
    expect(decidePublic(aUser(), at('/addinvite', search))).toEqual({ kind: 'show', invite });
  });
});

describe('decidePrivate (spec §2)', () => {
  it('sends a guest to /login, keeping the target', () => {
    expect(decidePrivate(null, routes.dashboard)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberTarget: true,
    });
  });

  it('sends a user who needs a password reset to /reset', () => {
    expect(decidePrivate(aUser({ needsPasswordReset: true }), routes.dashboard)).toEqual({
      kind: 'redirect',
      to: '/reset',
    });
  });

  it.each([
    ['invite', [], 'dashboard', 'show'],
    ['invite', [], 'settlement', 'forbidden'],
    ['admin', ['admin'], 'animals', 'show'],
    ['admin', ['Admin-Campo'], 'users', 'forbidden'],
    ['superadmin', ['superadmin'], 'users', 'show'],
    ['superadmin', ['superadmin'], 'notifications', 'show'],
  ] as const)('lets the %s role decide (%j on %s → %s)', (_, tags, routeId, kind) => {
    expect(decidePrivate(aUser({ tags: [...tags] }), routes[routeId]).kind).toBe(kind);
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderGuards(path: string) {
  return renderWithApp(
    <Routes>
      <Route element={<PublicGuard />}>
        <Route path="/login" element={<Where />} />
        <Route path="/addinvite" element={<Where />} />
      </Route>
      <Route element={<PrivateGuard />}>
        <Route path="/dashboard" element={<Where />} />
        <Route
          path="/settlement"
          element={
            <RoleGate route={routes.settlement}>
              <Where />
            </RoleGate>
          }
        />
      </Route>
    </Routes>,
    { path },
  );
}

describe('guard components', () => {
  it('sends a guest from a private page to /login and remembers where he was going', () => {
    renderGuards('/settlement?tab=plots');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(JSON.parse(localStorage.getItem(storageKeys.redirectTo)!)).toEqual({
      pathname: '/settlement',
      search: '?tab=plots',
    });
  });

  it('takes a signed-in user from /login to his saved target, once', () => {
    localStorage.setItem(storageKeys.redirectTo, JSON.stringify({ pathname: '/settlement', search: '' }));
    signIn();
    renderGuards('/login');
    expect(screen.getByTestId('where')).toHaveTextContent('/settlement');
    expect(localStorage.getItem(storageKeys.redirectTo)).toBeNull();
  });

  it('takes a signed-in user from /login to the dashboard', () => {
    signIn();
    renderGuards('/login');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('stores the pending invite of an invite link and shows the accept-invite page', () => {
    renderGuards(`/login?settlement=${SETTLEMENT}&user=${INVITED}`);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/addinvite?settlement=${SETTLEMENT}&user=${INVITED}`,
    );
    expect(readPendingInvite()).toEqual({ settlementId: SETTLEMENT, userId: INVITED });
  });

  it('keeps the invitation link’s secret with the pending invite', () => {
    renderGuards(`/addinvite?settlement=${SETTLEMENT}&user=${INVITED}&token=secreto`);
    expect(readPendingInvite()).toEqual({ settlementId: SETTLEMENT, userId: INVITED, token: 'secreto' });
  });

  it('shows "no access" to a role the route does not allow', () => {
    signIn({ tags: [] });
    renderGuards('/settlement');
    expect(screen.getByRole('heading', { name: 'No tenés acceso a esta sección' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('does not keep a target for a user who logged out himself', () => {
    signIn();
    clearSession('logout');
    renderGuards('/dashboard');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(localStorage.getItem(storageKeys.redirectTo)).toBeNull();
  });
});
