import { assertCanEdit, settlementAccess, type AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';

/**
 * A row kept in a settlement (a fence, a marker, a roundup) that the caller may change: 404 when
 * there is none or its settlement is out of his scope, 403 when he may only read it.
 */
export function editableItem<Row extends { settlement_id: string }>(
  scope: AccountScope,
  row: Row | undefined,
): Row {
  if (!row || settlementAccess(scope, row.settlement_id) === null) throw new AppError('NOT_FOUND');
  assertCanEdit(scope, row.settlement_id);
  return row;
}
