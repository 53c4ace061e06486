import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HelpArticle, HelpEntry } from '@tropero/shared/contracts/help';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeUser } from '../../../lib/session';
import { aUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeApi, signInWithAccount, signOut } from '../../herd/testing/fake-api';
import { toHelpBody, helpFormValues } from './help-editor-form';
import { HelpListPanel } from './help-list-panel';

const article = (title: string, changes: Partial<HelpArticle> = {}): HelpArticle => ({
  _id: 'a'.repeat(24),
  kind: 'faq',
  contexts: [],
  language: 'es_AR',
  title,
  body: 'Primer párrafo.\n\nSegundo párrafo.',
  images: [{ id: 'b'.repeat(24), alt: 'Un collar' }],
  order: 0,
  seeded: true,
  updatedAt: '2026-11-26T00:00:00.000Z',
  ...changes,
});

beforeEach(signInWithAccount);
afterEach(signOut);

describe('help list panel', () => {
  it('shows a reader the published FAQs in his language, their paragraphs and images, and searches them', async () => {
    const { calls } = fakeApi({
      'GET /help': (call) => ({
        body: call.query.get('q')
          ? { items: [article('¿Cómo sé cuánta batería le queda?')], total: 1 }
          : { items: [article('¿Por qué un collar aparece sin señal?')], total: 1 },
      }),
    });
    renderWithApp(<HelpListPanel kind="faq" />);
    fireEvent.click(await screen.findByRole('button', { name: /sin señal/ }));
    expect(await screen.findByText('Segundo párrafo.')).toBeInTheDocument();
    // The answer opens with a transition: its image is in the accessibility tree once it has opened.
    expect(await screen.findByRole('img', { name: 'Un collar' })).toHaveAttribute(
      'src',
      `/api/v1/help/images/${'b'.repeat(24)}`,
    );
    expect(calls[0]!.query.get('kind')).toBe('faq');
    expect(calls[0]!.query.get('language')).toBe('es_AR');
    expect(screen.queryByRole('button', { name: 'Nueva entrada' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'batería' } });
    expect(await screen.findByRole('button', { name: /batería/ }, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('q')).toBe('batería');
  }, 20_000);

  it('lists every entry for a superadmin, drafts marked, with the editor at hand', async () => {
    storeUser(aUser({ tags: ['superadmin'] }));
    const entry: HelpEntry = {
      _id: 'c'.repeat(24),
      kind: 'managementTip',
      contexts: ['heatStress'],
      translations: { es_AR: { title: 'Sombra para el rodeo', body: 'Dejá árboles en los potreros.' } },
      images: [],
      order: 0,
      published: false,
      seeded: false,
      updatedAt: '2026-11-26T00:00:00.000Z',
    };
    fakeApi({ 'GET /help/admin': { body: { items: [entry], total: 1 } } });
    renderWithApp(<HelpListPanel kind="managementTip" />);
    expect(await screen.findByRole('heading', { name: 'Sombra para el rodeo' })).toBeInTheDocument();
    expect(screen.getByText('Sin publicar')).toBeInTheDocument();
    expect(screen.getByText('Estrés por calor')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Editar «Sombra para el rodeo»' }));
    expect(await screen.findByRole('dialog', { name: 'Editar entrada de ayuda' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByLabelText(/^Título/)[0]).toHaveValue('Sombra para el rodeo'));
  }, 20_000);

  it('sends the languages written, es-AR always', () => {
    const values = helpFormValues(undefined, 'expertTip');
    values.translations.es_AR = { title: 'Título', body: 'Texto' };
    values.translations.pt_BR = { title: 'Título', body: '' };
    expect(Object.keys(toHelpBody(values).translations)).toEqual(['es_AR', 'pt_BR']);
  });
});
