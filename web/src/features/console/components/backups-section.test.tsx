import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { clearSession, storeAccessToken, storeUser } from '../../../lib/session';
import { aUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BackupsSection } from './backups-section';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const BACKUP = {
  name: 'tropero-2026-11-28T03-00-00.000Z.db',
  size: 3 * 1024 * 1024,
  createdAt: '2026-11-28T03:00:00.000Z',
};

/** The server: an empty list until a backup is created. */
function serve() {
  const kept: (typeof BACKUP)[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (String(input).includes('/backups') && init?.method === 'POST') {
      kept.push(BACKUP);
      return json({ ...BACKUP, counts: { users: 2 }, verified: true });
    }
    return json({ items: kept });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('BackupsSection', () => {
  beforeEach(() => {
    storeAccessToken('token');
    storeUser(aUser({ tags: ['superadmin'] }));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('creates a backup now and lists it with its size and date', async () => {
    const fetchMock = serve();
    renderWithApp(<BackupsSection />);
    expect(await screen.findByText('Todavía no hay copias de seguridad.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear ahora' }));
    expect(await screen.findByText(BACKUP.name)).toBeInTheDocument();
    expect(screen.getByText('3 MB')).toBeInTheDocument();
    // The product's UTC−3: three in the morning UTC is midnight there.
    expect(screen.getByText(formatDateTime(BACKUP.createdAt, 'es-AR'))).toHaveTextContent(
      /^28\/11\/2026.*00:00$/,
    );
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/backups'),
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
