CREATE TABLE "channel_groups" (
	"channel_group" text PRIMARY KEY NOT NULL,
	"group_desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"lini_id" text PRIMARY KEY NOT NULL,
	"lini_desc" text NOT NULL,
	"bisnis_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sub_lines" (
	"sub_line_code" text PRIMARY KEY NOT NULL,
	"sub_line_desc" text NOT NULL,
	"lini_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "territory_geo_groups" (
	"geo_group" text PRIMARY KEY NOT NULL,
	"geo_group_desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_delete_reasons" (
	"reason_id" serial PRIMARY KEY NOT NULL,
	"reason_desc" text NOT NULL,
	CONSTRAINT "target_delete_reasons_reason_desc_unique" UNIQUE("reason_desc")
);
--> statement-breakpoint
CREATE TABLE "targets" (
	"target_id" serial PRIMARY KEY NOT NULL,
	"tgt_year_id" integer NOT NULL,
	"tgt_month_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"bisnis" text NOT NULL,
	"lini_id" text NOT NULL,
	"product_sub_line" text NOT NULL,
	"outlet_channel_group" text NOT NULL,
	"role_position_code" text NOT NULL,
	"teritory_geo_group" text NOT NULL,
	"value_tgt_ho" numeric(18, 2) DEFAULT '0' NOT NULL,
	"value_tgt_cab" numeric(18, 2),
	"value_tgt_gross" numeric(18, 2),
	"status" text DEFAULT 'NEW' NOT NULL,
	"reject_reason" text,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	CONSTRAINT "targets_month_check" CHECK ("targets"."tgt_month_id" BETWEEN 1 AND 12),
	CONSTRAINT "targets_year_check" CHECK ("targets"."tgt_year_id" BETWEEN 2000 AND 2200),
	CONSTRAINT "targets_status_check" CHECK ("targets"."status" IN ('NEW', 'APPROVE', 'REJECT')),
	CONSTRAINT "targets_values_check" CHECK ("targets"."value_tgt_ho" >= 0 AND coalesce("targets"."value_tgt_cab", 0) >= 0 AND coalesce("targets"."value_tgt_gross", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_bisnis_code_business_lines_bisnis_code_fk" FOREIGN KEY ("bisnis_code") REFERENCES "public"."business_lines"("bisnis_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_lines" ADD CONSTRAINT "product_sub_lines_lini_id_product_lines_lini_id_fk" FOREIGN KEY ("lini_id") REFERENCES "public"."product_lines"("lini_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_bisnis_business_lines_bisnis_code_fk" FOREIGN KEY ("bisnis") REFERENCES "public"."business_lines"("bisnis_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_lini_id_product_lines_lini_id_fk" FOREIGN KEY ("lini_id") REFERENCES "public"."product_lines"("lini_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_product_sub_line_product_sub_lines_sub_line_code_fk" FOREIGN KEY ("product_sub_line") REFERENCES "public"."product_sub_lines"("sub_line_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_outlet_channel_group_channel_groups_channel_group_fk" FOREIGN KEY ("outlet_channel_group") REFERENCES "public"."channel_groups"("channel_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_teritory_geo_group_territory_geo_groups_geo_group_fk" FOREIGN KEY ("teritory_geo_group") REFERENCES "public"."territory_geo_groups"("geo_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "targets_key_idx" ON "targets" USING btree ("tgt_year_id","tgt_month_id","branch_code","bisnis","lini_id","product_sub_line","outlet_channel_group","role_position_code","teritory_geo_group");--> statement-breakpoint
CREATE INDEX "targets_month_org_idx" ON "targets" USING btree ("tgt_year_id","tgt_month_id","org_id","branch_code");--> statement-breakpoint
CREATE INDEX "targets_status_idx" ON "targets" USING btree ("tgt_year_id","tgt_month_id","branch_code","status");--> statement-breakpoint
-- Databases made before this migration hold channel groups only as text on their channels.
INSERT INTO "channel_groups" ("channel_group", "group_desc")
SELECT DISTINCT "channel_group", initcap("channel_group") FROM "sales_channels"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "sales_channels" ADD CONSTRAINT "sales_channels_channel_group_channel_groups_channel_group_fk" FOREIGN KEY ("channel_group") REFERENCES "public"."channel_groups"("channel_group") ON DELETE no action ON UPDATE no action;