import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_MAX_IMAGE_BYTES } from '@tropero/shared/contracts/news';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeApi, signInWithAccount, signOut } from '../../herd/testing/fake-api';
import NewsFeedCreatePage from '../pages/news-feed-create-page';
import { aNews } from '../testing/a-news';

beforeEach(() => signInWithAccount());
afterEach(() => signOut());

const imageInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const pngOf = (bytes: number, name = 'foto.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function renderForm() {
  const api = fakeApi({ 'POST /news': (call) => ({ body: aNews(call.body as object) }) });
  renderWithApp(<NewsFeedCreatePage />, { path: '/news-feed-create' });
  return api;
}

describe('/news-feed-create (spec §2)', () => {
  it('says what is wrong in the shared schema’s words and sends nothing', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Título/), 'Ya');
    await user.click(screen.getByRole('checkbox', { name: 'Español' }));
    fireEvent.change(screen.getByLabelText(/Fecha y hora de publicación/), {
      target: { value: '2026-12-01T10:00' },
    });
    fireEvent.change(screen.getByLabelText(/Vencimiento/), { target: { value: '2026-11-30T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByText('El título debe tener entre 4 y 120 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Este campo es requerido')).toBeInTheDocument();
    expect(screen.getByText('Elegí al menos un idioma')).toBeInTheDocument();
    expect(screen.getByText('El vencimiento debe ser posterior a la publicación')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses an image over 512 KB, one of another kind, and a fifth one', async () => {
    renderForm();
    fireEvent.change(imageInput(), { target: { files: [pngOf(NEWS_MAX_IMAGE_BYTES + 1)] } });
    expect(await screen.findByText('Cada imagen puede pesar hasta 512 KB')).toBeInTheDocument();

    fireEvent.change(imageInput(), {
      target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('La imagen debe ser PNG, JPEG o WebP')).toBeInTheDocument();

    fireEvent.change(imageInput(), { target: { files: [1, 2, 3, 4, 5].map((n) => pngOf(8, `${n}.png`)) } });
    expect(await screen.findByText('Se pueden adjuntar hasta 4 imágenes')).toBeInTheDocument();
  });

  it('publishes a valid item with its images as data URLs and its dates at UTC−3', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Título/), 'Alertas por correo');
    await user.type(screen.getByLabelText(/Texto/), 'Ahora también por correo.');
    await user.click(screen.getByRole('radio', { name: 'Plan FULL' }));
    await user.click(screen.getByRole('checkbox', { name: 'Portugués' }));
    fireEvent.change(screen.getByLabelText(/Fecha y hora de publicación/), {
      target: { value: '2026-12-01T10:00' },
    });
    fireEvent.change(imageInput(), { target: { files: [pngOf(16)] } });
    expect(await screen.findByRole('button', { name: 'Quitar la imagen 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/news',
      body: {
        title: 'Alertas por correo',
        body: 'Ahora también por correo.',
        audience: 'FULL',
        languages: ['es', 'pt'],
        publishAt: '2026-12-01T13:00:00.000Z',
        expiresAt: null,
        images: [expect.stringMatching(/^data:image\/png;base64,/)],
      },
    });
  });
});
