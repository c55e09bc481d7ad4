-- The approval and overview lists of a month's campaigns are kept per data version (campaign-lists.ts):
-- a write to the campaigns or their branches makes the next request read them again.
SELECT track_data_version('pa_headers');--> statement-breakpoint
SELECT track_data_version('pa_branches');
