import { api } from '../../../api/client';
import type { gatewayAssignmentSchema } from '@tropero/shared/contracts/herd';
import type { z } from 'zod';
import type { Gateway } from '../herd-types';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type GatewayAssignment = z.infer<typeof gatewayAssignmentSchema>;

/** PUT /gateways/{id}/assignment (superadmin): the account, and optionally the settlement, it serves. */
export const assignGateway = (id: string, assignment: GatewayAssignment): Promise<Gateway> =>
  api.put<Gateway>(`/gateways/${id}/assignment`, assignment, { alert: false });

export function useAssignGateway() {
  return useRefreshingMutation(
    ({ id, assignment }: { id: string; assignment: GatewayAssignment }) => assignGateway(id, assignment),
    ['gateways'],
  );
}
