import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInWithAccount, signOut } from '../../herd/testing/fake-api';
import { aLivePosition, aPlot, renderInWorkspace } from '../testing/render-workspace';
import { useFarmWorkspace } from './farm-workspace';

const ANIMAL_ID = 'a'.repeat(24);
const PLOT_ID = 'b'.repeat(24);
const cow = aLivePosition({ animalId: ANIMAL_ID, lat: -29.4, lng: -66.85 });
const plot = aPlot({ _id: PLOT_ID });

/** Shows what the map would frame, and selects the plot with focus as a list does. */
function Probe() {
  const { focus, select } = useFarmWorkspace();
  return (
    <>
      <output data-testid="focus">{focus ? JSON.stringify(focus.bounds) : ''}</output>
      <button type="button" onClick={() => select({ kind: 'plot', id: PLOT_ID }, { focus: true })}>
        plot
      </button>
    </>
  );
}

beforeEach(signInWithAccount);
afterEach(signOut);

describe('framing what was chosen', () => {
  it('frames an animal found by the search once its live position arrives', async () => {
    renderInWorkspace(<Probe />, {
      plots: [plot],
      positions: [cow],
      focusItem: { selection: { kind: 'animal', id: ANIMAL_ID }, key: 1 },
    });
    await waitFor(() =>
      expect(screen.getByTestId('focus')).toHaveTextContent(
        JSON.stringify([
          [-66.85, -29.4],
          [-66.85, -29.4],
        ]),
      ),
    );
  });

  it('frames nothing for an animal that has not reported a position', async () => {
    renderInWorkspace(<Probe />, {
      plots: [plot],
      positions: [{ ...cow, lat: null, lng: null, ts: null }],
      focusItem: { selection: { kind: 'animal', id: ANIMAL_ID }, key: 1 },
    });
    const user = userEvent.setup();
    // Once the positions are in, the request is settled: a later choice frames at once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('focus')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'plot' }));
    await waitFor(() =>
      expect(screen.getByTestId('focus')).toHaveTextContent(
        JSON.stringify([
          [-66.9, -29.5],
          [-66.8, -29.4],
        ]),
      ),
    );
  });
});
