import type { Backfill } from '@tropero/shared/contracts/green-index';
import { SATELLITE_INTEGRATION_REQUIRED } from '@tropero/shared/contracts/green-index';
import { isApiError } from '../../../api/api-error';

/** While the last year of scenes is being filled, the answers grow: asked again this often. */
const BACKFILL_POLL_MS = 5_000;

/** The account lacks the satellite integration (spec §5): the server's 403 says so with its code. */
export function needsIntegration(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 403) return false;
  const details = error.body?.details as { code?: unknown } | undefined;
  return (
    details?.code === SATELLITE_INTEGRATION_REQUIRED.code ||
    error.body?.message === SATELLITE_INTEGRATION_REQUIRED.message
  );
}

/** A refusal for want of the integration will not change by asking again; other failures get the usual retries. */
export const noRetryWithoutIntegration = (failures: number, error: Error) =>
  !needsIntegration(error) && failures < 3;

/** How soon to ask again: every few seconds while the fill runs, otherwise not. */
export const keepAsking = (backfill: Backfill | undefined) =>
  backfill && (backfill.state === 'pending' || backfill.state === 'running') ? BACKFILL_POLL_MS : false;
