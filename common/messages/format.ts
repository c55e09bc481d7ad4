/** A count as the screens write it, with thousands separators: 11,725. */
export const n = (count: number) => count.toLocaleString('en-US');
