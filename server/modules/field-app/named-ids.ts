/** What a batch's records name, read before they are checked, so the batch's scope is read once. */

const field = (raw: unknown, name: string): unknown =>
  raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>)[name] : undefined;

/**
 * The CUSTOMER_ID of every record that has one as text, with the record's day (the field named, a
 * date or a time whose first ten characters are its day): the rep's scope is asked per month.
 */
export const customersOf = (
  raws: readonly unknown[],
  dayField: string,
): { customerId: string; day: string }[] =>
  raws.flatMap((r) => {
    const id = field(r, 'CUSTOMER_ID');
    const day = field(r, dayField);
    return typeof id === 'string' && typeof day === 'string'
      ? [{ customerId: id.trim(), day: day.slice(0, 10) }]
      : [];
  });

/** The ACTIVITY_HEADER_ID of every record that has one as a whole number. */
export const campaignIdsOf = (raws: readonly unknown[]): number[] =>
  raws.flatMap((r) => {
    const id = field(r, 'ACTIVITY_HEADER_ID');
    return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2147483647 ? [id] : [];
  });
