CREATE TABLE "pa_branches" (
	"activity_header_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	CONSTRAINT "pa_branches_activity_header_id_branch_code_pk" PRIMARY KEY("activity_header_id","branch_code")
);
--> statement-breakpoint
CREATE TABLE "pa_channels" (
	"activity_header_id" integer NOT NULL,
	"channel_group" text NOT NULL,
	CONSTRAINT "pa_channels_activity_header_id_channel_group_pk" PRIMARY KEY("activity_header_id","channel_group")
);
--> statement-breakpoint
CREATE TABLE "pa_customers" (
	"activity_header_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"customer_id_ref" text NOT NULL,
	"customer_name" text NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "pa_customers_activity_header_id_customer_id_pk" PRIMARY KEY("activity_header_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "pa_headers" (
	"activity_header_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"bisnis_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"employee_type_id" integer NOT NULL,
	"employee_type_code" text NOT NULL,
	"is_picture" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'New Request' NOT NULL,
	"user_id_update" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "pa_headers_status" CHECK ("pa_headers"."status" IN ('New Request', 'Approved', 'Rejected')),
	CONSTRAINT "pa_headers_dates" CHECK ("pa_headers"."end_date" >= "pa_headers"."start_date"),
	CONSTRAINT "pa_headers_picture" CHECK ("pa_headers"."is_picture" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "pa_products" (
	"activity_header_id" integer NOT NULL,
	"product_group" text NOT NULL,
	CONSTRAINT "pa_products_activity_header_id_product_group_pk" PRIMARY KEY("activity_header_id","product_group")
);
--> statement-breakpoint
CREATE TABLE "pa_questions" (
	"activity_header_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"definition" jsonb NOT NULL,
	CONSTRAINT "pa_questions_activity_header_id_question_id_pk" PRIMARY KEY("activity_header_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "pa_titles" (
	"activity_header_id" integer NOT NULL,
	"tittle_id" integer NOT NULL,
	"tittle_code" text NOT NULL,
	"tittle_desc" text NOT NULL,
	CONSTRAINT "pa_titles_activity_header_id_tittle_id_pk" PRIMARY KEY("activity_header_id","tittle_id")
);
--> statement-breakpoint
ALTER TABLE "pa_branches" ADD CONSTRAINT "pa_branches_activity_header_id_pa_headers_activity_header_id_fk" FOREIGN KEY ("activity_header_id") REFERENCES "public"."pa_headers"("activity_header_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_channels" ADD CONSTRAINT "pa_channels_activity_header_id_pa_headers_activity_header_id_fk" FOREIGN KEY ("activity_header_id") REFERENCES "public"."pa_headers"("activity_header_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_customers" ADD CONSTRAINT "pa_customers_activity_header_id_pa_headers_activity_header_id_fk" FOREIGN KEY ("activity_header_id") REFERENCES "public"."pa_headers"("activity_header_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_products" ADD CONSTRAINT "pa_products_activity_header_id_pa_headers_activity_header_id_fk" FOREIGN KEY ("activity_header_id") REFERENCES "public"."pa_headers"("activity_header_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_questions" ADD CONSTRAINT "pa_questions_activity_header_id_pa_headers_activity_header_id_fk" FOREIGN KEY ("activity_header_id") REFERENCES "public"."pa_headers"("activity_header_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_titles" ADD CONSTRAINT "pa_titles_activity_header_id_pa_headers_activity_header_id_fk" FOREIGN KEY ("activity_header_id") REFERENCES "public"."pa_headers"("activity_header_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pa_branches_branch_idx" ON "pa_branches" USING btree ("branch_code","activity_header_id");--> statement-breakpoint
CREATE INDEX "pa_customers_name_idx" ON "pa_customers" USING btree ("activity_header_id","customer_name");--> statement-breakpoint
CREATE INDEX "pa_headers_period_idx" ON "pa_headers" USING btree ("start_date","end_date");