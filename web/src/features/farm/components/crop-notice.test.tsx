import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CropNotice } from './crop-notice';

const crop = {
  cropId: 'c1',
  cropTypeId: 'alfalfa',
  name: 'Alfalfa',
  available: true,
  startDate: '2025-03-01',
};

describe('CropNotice (spec §4, §8)', () => {
  it('says a plot has no crops yet', () => {
    renderWithApp(<CropNotice crop={null} onOpenHistory={vi.fn()} />);
    expect(screen.getByText('El potrero todavía no tiene cultivos')).toBeInTheDocument();
  });

  it('tells to change a withdrawn crop in the crop history, and links to it', async () => {
    const user = userEvent.setup();
    const onOpenHistory = vi.fn();
    renderWithApp(
      <CropNotice
        crop={{ ...crop, name: 'Megatérmicas (otras)', available: false }}
        onOpenHistory={onOpenHistory}
      />,
    );

    expect(
      screen.getByText(
        'Este cultivo ya no está disponible. Editalo en el menú Potreros/Historial de cultivos, eligiendo una opción disponible',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver historial de cultivos' }));
    expect(onOpenHistory).toHaveBeenCalled();
  });

  it('shows the current crop and since when, in the locale’s date order', () => {
    renderWithApp(<CropNotice crop={crop} onOpenHistory={vi.fn()} />);
    expect(screen.getByText('Alfalfa, desde el 01/03/2025')).toBeInTheDocument();
  });
});
