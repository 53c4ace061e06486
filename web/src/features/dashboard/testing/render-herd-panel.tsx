import type { ReactElement } from 'react';
import { SETTLEMENT_ID } from '../../herd/testing/fake-api';
import { renderInWorkspace } from './render-workspace';
import { TelemetryViewProvider } from '../workspace/telemetry-view';

type Setup = NonNullable<Parameters<typeof renderInWorkspace>[1]>;

/** Renders a herd panel as the dashboard holds it (workspace and telemetry view), against a fake API. */
export function renderHerdPanel(ui: ReactElement, { answers = {}, ...setup }: Setup = {}) {
  return renderInWorkspace(<TelemetryViewProvider settlementId={SETTLEMENT_ID}>{ui}</TelemetryViewProvider>, {
    ...setup,
    answers: { 'GET /roundups': { body: [] }, ...answers },
  });
}

/** The text of a file the panel handed to the browser. */
export const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
