/** What a batch's records name, read before they are checked, so the batch's scope is read once. */

const field = (raw: unknown, name: string): unknown =>
  raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>)[name] : undefined;

/** The CUSTOMER_ID of every record that has one as text. */
export const customerIdsOf = (raws: readonly unknown[]): string[] =>
  raws.flatMap((r) => {
    const id = field(r, 'CUSTOMER_ID');
    return typeof id === 'string' ? [id.trim()] : [];
  });

/** The ACTIVITY_HEADER_ID of every record that has one as a whole number. */
export const campaignIdsOf = (raws: readonly unknown[]): number[] =>
  raws.flatMap((r) => {
    const id = field(r, 'ACTIVITY_HEADER_ID');
    return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2147483647 ? [id] : [];
  });
