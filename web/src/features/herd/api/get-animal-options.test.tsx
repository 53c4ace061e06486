import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, storeUser } from '../../../lib/session';
import { aUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeApi, signInWithAccount, signOut } from '../testing/fake-api';
import { useAnimalOptions } from './get-animal-options';

function Options() {
  const { types, subtypes, breeds } = useAnimalOptions();
  return (
    <p>
      {types.length} types · {subtypes.map((option) => `${option.id}:${option.value}`).join(',')} ·{' '}
      {breeds.length} breeds
    </p>
  );
}

const OPTION_ANSWERS = {
  'GET /data-api/animal/types': {
    body: {
      types: [
        { id: 0, value: 'VACA' },
        { id: 1, value: 'TORO' },
      ],
      subtypes: [{ id: 0, value: 'CRÍA' }],
    },
  },
  'GET /data-api/animal/breeds': { body: [{ id: 0, value: 'HEREFORD' }] },
};

afterEach(signOut);

describe('animal option lists (spec §4)', () => {
  it('load when a customer record is stored, with the fixed subtype entry appended', async () => {
    signInWithAccount();
    const api = fakeApi(OPTION_ANSWERS);
    renderWithApp(<Options />);

    expect(await screen.findByText('2 types · 0:CRÍA,1:SIN SUBCATEGORÍA · 1 breeds')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/data-api/animal/breeds',
      '/data-api/animal/types',
    ]);
  });

  it('stay empty, and are not asked for, when no customer record is stored', async () => {
    signInWithAccount();
    localStorage.removeItem('customer');
    const api = fakeApi(OPTION_ANSWERS);
    renderWithApp(<Options />);

    expect(screen.getByText('0 types · · 0 breeds')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
  });

  it('load again when the signed-in user changes', async () => {
    signInWithAccount();
    const api = fakeApi(OPTION_ANSWERS);
    renderWithApp(<Options />);
    await waitFor(() => expect(api.calls).toHaveLength(2));

    storeUser(aUser({ _id: 'ffffffffffffffffffffffff', email: 'otro@example.com' }));
    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(sessionStore.get().user?._id).toBe('ffffffffffffffffffffffff');
  });
});
