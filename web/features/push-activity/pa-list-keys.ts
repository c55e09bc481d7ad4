/**
 * The query keys of the push activity lists, declared once: a campaign saved by Input Push
 * Activity waits in the approval list and shows in the overview, so a screen that changes
 * campaigns reloads both.
 */
export const PA_APPROVAL_LIST_KEY = 'push-activity-approval';
export const PA_OVERVIEW_LIST_KEY = 'push-activity-overview';
