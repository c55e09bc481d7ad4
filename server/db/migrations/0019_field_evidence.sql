CREATE TABLE "call_realizations" (
	"realization_id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"position_code" text NOT NULL,
	"employee_name" text NOT NULL,
	"supervisor_position_code" text NOT NULL,
	"supervisor_name" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"type_plan" text NOT NULL,
	"plan_date" date NOT NULL,
	"plan_submitted_at" timestamp with time zone NOT NULL,
	"plan_approved_at" timestamp with time zone,
	"visit_plan" text NOT NULL,
	"supervisor_note" text,
	"plan_status" text NOT NULL,
	"visit_result" text,
	"has_return" text DEFAULT 'N' NOT NULL,
	"return_note" text,
	"near_expiry" text DEFAULT 'N' NOT NULL,
	"item_name" text,
	"quantity" integer,
	"expiry_date" date,
	"visit_status" text NOT NULL,
	"realization_status" text NOT NULL,
	"realization_input_at" timestamp with time zone,
	"realization_approved_at" timestamp with time zone,
	"crc_header_id" integer,
	CONSTRAINT "call_realizations_return" CHECK ("call_realizations"."has_return" IN ('Y', 'N')),
	CONSTRAINT "call_realizations_near_expiry" CHECK ("call_realizations"."near_expiry" IN ('Y', 'N'))
);
--> statement-breakpoint
CREATE TABLE "crc_displays" (
	"crc_display_id" serial PRIMARY KEY NOT NULL,
	"crc_header_id" integer NOT NULL,
	"display_type" text NOT NULL,
	"photo_key" text NOT NULL,
	"file_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crc_headers" (
	"crc_header_id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"position_code" text NOT NULL,
	"employee_name" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_outlet" text NOT NULL,
	"date_crc" timestamp (0) with time zone NOT NULL,
	"date_plan" date NOT NULL,
	"product_group_code" text NOT NULL,
	"sub_line_desc" text NOT NULL,
	"is_acrylic" text NOT NULL,
	CONSTRAINT "crc_headers_acrylic" CHECK ("crc_headers"."is_acrylic" IN ('Y', 'N'))
);
--> statement-breakpoint
ALTER TABLE "call_realizations" ADD CONSTRAINT "call_realizations_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD CONSTRAINT "call_realizations_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD CONSTRAINT "call_realizations_crc_header_id_crc_headers_crc_header_id_fk" FOREIGN KEY ("crc_header_id") REFERENCES "public"."crc_headers"("crc_header_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crc_displays" ADD CONSTRAINT "crc_displays_crc_header_id_crc_headers_crc_header_id_fk" FOREIGN KEY ("crc_header_id") REFERENCES "public"."crc_headers"("crc_header_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crc_displays" ADD CONSTRAINT "crc_displays_photo_key_photos_photo_key_fk" FOREIGN KEY ("photo_key") REFERENCES "public"."photos"("photo_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crc_headers" ADD CONSTRAINT "crc_headers_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crc_headers" ADD CONSTRAINT "crc_headers_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_realizations_date_idx" ON "call_realizations" USING btree ("plan_date","realization_id");--> statement-breakpoint
CREATE INDEX "call_realizations_org_date_idx" ON "call_realizations" USING btree ("org_id","plan_date","realization_id");--> statement-breakpoint
CREATE INDEX "call_realizations_branch_date_idx" ON "call_realizations" USING btree ("branch_code","plan_date","realization_id");--> statement-breakpoint
CREATE INDEX "call_realizations_position_date_idx" ON "call_realizations" USING btree ("position_code","plan_date","realization_id");--> statement-breakpoint
CREATE INDEX "call_realizations_search_trgm_idx" ON "call_realizations" USING gin ((coalesce("branch_code", '') || E'\n' || coalesce("position_code", '') || E'\n' || coalesce("employee_name", '') || E'\n' || coalesce("supervisor_position_code", '') || E'\n' || coalesce("supervisor_name", '') || E'\n' || coalesce("customer_name", '') || E'\n' || coalesce("type_plan", '') || E'\n' || coalesce("visit_plan", '') || E'\n' || coalesce("supervisor_note", '') || E'\n' || coalesce("plan_status", '') || E'\n' || coalesce("visit_result", '') || E'\n' || coalesce("return_note", '') || E'\n' || coalesce("item_name", '') || E'\n' || coalesce("visit_status", '') || E'\n' || coalesce("realization_status", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crc_displays_header_idx" ON "crc_displays" USING btree ("crc_header_id","crc_display_id");--> statement-breakpoint
CREATE INDEX "crc_headers_time_idx" ON "crc_headers" USING btree ("date_crc","crc_header_id");--> statement-breakpoint
CREATE INDEX "crc_headers_org_time_idx" ON "crc_headers" USING btree ("org_id","date_crc","crc_header_id");--> statement-breakpoint
CREATE INDEX "crc_headers_branch_time_idx" ON "crc_headers" USING btree ("branch_code","date_crc","crc_header_id");--> statement-breakpoint
CREATE INDEX "crc_headers_position_time_idx" ON "crc_headers" USING btree ("position_code","date_crc","crc_header_id");--> statement-breakpoint
-- Counts and answers of these tables are kept per data version (server/platform/data-version).
SELECT track_data_version('crc_headers');--> statement-breakpoint
SELECT track_data_version('crc_displays');--> statement-breakpoint
SELECT track_data_version('call_realizations');
