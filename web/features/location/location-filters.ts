/** The filters of Overview Location Relasi, as its selects hold them and as its calls take them. */

export interface LocationFilters {
  /** BRANCH_CODE or ALL; '' while none is chosen. */
  branch: string;
  /** SALES_CHANNEL_GROUP or ALL; '' while none is chosen. */
  channel: string;
}

export const filterInput = (f: LocationFilters) => ({
  BRANCH_CODE: f.branch,
  SALES_CHANNEL_GROUP: f.channel,
});
