/** Settlements as the options of a select or a filter: each by its id, shown by its name. */
export function settlementOptions(settlements: readonly { _id: string; name: string }[]) {
  return settlements.map((settlement) => ({ value: settlement._id, label: settlement.name }));
}
