CREATE TABLE "bisnis_lini_product_mappings" (
	"mapping_id" serial PRIMARY KEY NOT NULL,
	"sls_person_type_id" integer NOT NULL,
	"sls_person_type" text NOT NULL,
	"principal_line" text NOT NULL,
	"bisnis_group" text NOT NULL,
	"sch_group" text NOT NULL,
	"target_level" text NOT NULL,
	"mapping_level" text NOT NULL,
	"dot_flag" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bisnis_lini_product_mappings_dates" CHECK ("bisnis_lini_product_mappings"."end_date" >= "bisnis_lini_product_mappings"."start_date")
);
--> statement-breakpoint
CREATE TABLE "call_calendar" (
	"full_date" date PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"month_id" integer NOT NULL,
	"day_name" text NOT NULL,
	"week_call" integer NOT NULL,
	"is_days_off" boolean NOT NULL,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_calendar_week" CHECK ("call_calendar"."week_call" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "fixed_call_plans" (
	"fixed_call_id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"periode" integer NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"position_code" text NOT NULL,
	"type_salesman" text NOT NULL,
	"customer_id_ref" text NOT NULL,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"day_name" text NOT NULL,
	"frequency" integer NOT NULL,
	"week" integer NOT NULL,
	CONSTRAINT "fixed_call_plans_week" CHECK ("fixed_call_plans"."week" BETWEEN 1 AND 4),
	CONSTRAINT "fixed_call_plans_frequency" CHECK ("fixed_call_plans"."frequency" >= 1),
	CONSTRAINT "fixed_call_plans_periode" CHECK ("fixed_call_plans"."periode" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "master_call_plans" (
	"master_call_id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"periode" integer NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"position_code" text NOT NULL,
	"type_salesman" text NOT NULL,
	"customer_id_ref" text NOT NULL,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"pic_name" text DEFAULT '' NOT NULL,
	"pic_telp" text DEFAULT '' NOT NULL,
	"monday" text DEFAULT '' NOT NULL,
	"tuesday" text DEFAULT '' NOT NULL,
	"wednesday" text DEFAULT '' NOT NULL,
	"thursday" text DEFAULT '' NOT NULL,
	"friday" text DEFAULT '' NOT NULL,
	"saturday" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "master_call_plans_periode" CHECK ("master_call_plans"."periode" BETWEEN 1 AND 12)
);
--> statement-breakpoint
ALTER TABLE "bisnis_lini_product_mappings" ADD CONSTRAINT "bisnis_lini_product_mappings_principal_line_product_lines_lini_id_fk" FOREIGN KEY ("principal_line") REFERENCES "public"."product_lines"("lini_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bisnis_lini_product_mappings" ADD CONSTRAINT "bisnis_lini_product_mappings_bisnis_group_business_lines_bisnis_code_fk" FOREIGN KEY ("bisnis_group") REFERENCES "public"."business_lines"("bisnis_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_call_plans" ADD CONSTRAINT "fixed_call_plans_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_call_plans" ADD CONSTRAINT "master_call_plans_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bisnis_lini_product_mappings_key" ON "bisnis_lini_product_mappings" USING btree ("sls_person_type_id","principal_line","sch_group","start_date");--> statement-breakpoint
CREATE INDEX "call_calendar_month_idx" ON "call_calendar" USING btree ("year_id","month_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_call_plans_key" ON "fixed_call_plans" USING btree ("year_id","periode","position_code","customer_id_ref","day_name","week");--> statement-breakpoint
CREATE INDEX "fixed_call_plans_branch_month_idx" ON "fixed_call_plans" USING btree ("branch_code","year_id","periode");--> statement-breakpoint
CREATE UNIQUE INDEX "master_call_plans_key" ON "master_call_plans" USING btree ("year_id","periode","position_code","customer_id_ref");--> statement-breakpoint
CREATE INDEX "master_call_plans_branch_month_idx" ON "master_call_plans" USING btree ("branch_code","year_id","periode");