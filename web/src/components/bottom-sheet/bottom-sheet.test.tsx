import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { BottomSheet, DRAG_STEP, type SheetSnap } from './bottom-sheet';

beforeAll(() => {
  // jsdom has no PointerEvent: a MouseEvent carries the same clientY.
  window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
});

function Sheet({ initial = 'peek' }: { initial?: SheetSnap }) {
  const [snap, setSnap] = useState<SheetSnap>(initial);
  return (
    <BottomSheet snap={snap} onSnapChange={setSnap} label="Animal" header={<h2>Vaca 12</h2>}>
      <p>Cuerpo del panel</p>
    </BottomSheet>
  );
}

const handle = () => screen.getByRole('slider', { name: 'Ajustar el panel Animal' });

describe('BottomSheet', () => {
  it('shows only its header at peek, and says where it rests', () => {
    renderWithApp(<Sheet />);
    expect(screen.getByRole('region', { name: 'Animal' })).toHaveAttribute('data-snap', 'peek');
    expect(screen.getByText('Vaca 12')).toBeInTheDocument();
    expect(screen.queryByText('Cuerpo del panel')).not.toBeInTheDocument();
    expect(handle()).toHaveAttribute('aria-valuetext', 'Plegado');
    expect(handle()).toHaveAttribute('aria-valuenow', '0');
  });

  it('moves between peek, half and full with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithApp(<Sheet />);
    handle().focus();
    await user.keyboard('{ArrowUp}');
    expect(handle()).toHaveAttribute('aria-valuetext', 'A media altura');
    expect(screen.getByText('Cuerpo del panel')).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(handle()).toHaveAttribute('aria-valuetext', 'Desplegado');
    await user.keyboard('{Home}');
    expect(handle()).toHaveAttribute('aria-valuetext', 'Plegado');
    await user.keyboard('{Enter}');
    expect(handle()).toHaveAttribute('aria-valuetext', 'A media altura');
    await user.keyboard('{Enter}');
    expect(handle()).toHaveAttribute('aria-valuetext', 'Plegado');
    await user.keyboard('{End}{ArrowDown}');
    expect(handle()).toHaveAttribute('aria-valuetext', 'A media altura');
  });

  it('snaps one position up or down after a drag, and stays after a short one', () => {
    renderWithApp(<Sheet initial="half" />);
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(handle(), { clientY: from, pointerId: 1 });
      fireEvent.pointerMove(handle(), { clientY: to, pointerId: 1 });
      fireEvent.pointerUp(handle(), { clientY: to, pointerId: 1 });
    };
    drag(500, 500 - DRAG_STEP);
    expect(handle()).toHaveAttribute('aria-valuetext', 'Desplegado');
    drag(200, 200 + DRAG_STEP - 1);
    expect(handle()).toHaveAttribute('aria-valuetext', 'Desplegado');
    drag(200, 200 + DRAG_STEP);
    drag(400, 400 + 2 * DRAG_STEP);
    expect(handle()).toHaveAttribute('aria-valuetext', 'Plegado');
  });

  it('follows the finger while dragging, then rests at a position', () => {
    renderWithApp(<Sheet initial="half" />);
    const sheet = screen.getByRole('region', { name: 'Animal' });
    fireEvent.pointerDown(handle(), { clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(handle(), { clientY: 450, pointerId: 1 });
    expect(sheet).toHaveAttribute('data-dragging');
    expect(sheet.style.height).toBe('50px');
    fireEvent.pointerUp(handle(), { clientY: 450, pointerId: 1 });
    expect(sheet).not.toHaveAttribute('data-dragging');
    expect(sheet.style.height).toBe('');
  });
});
