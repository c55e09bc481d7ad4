CREATE TABLE "adjust_reasons" (
	"reason_id" serial PRIMARY KEY NOT NULL,
	"reason_desc" text NOT NULL,
	"active" text DEFAULT 'Y' NOT NULL,
	CONSTRAINT "adjust_reasons_reason_desc_unique" UNIQUE("reason_desc")
);
--> statement-breakpoint
CREATE TABLE "incentive_adjustments" (
	"adjust_id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"trx_number" text NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"year_id" integer NOT NULL,
	"month_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_desc" text NOT NULL,
	"position_from" text NOT NULL,
	"position_to" text NOT NULL,
	"quantity" integer NOT NULL,
	"value_adjust" numeric(18, 2) NOT NULL,
	"notes" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"user_id_update" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "incentive_adjustments_status" CHECK ("incentive_adjustments"."status" IN ('NEW', 'APPROVE', 'REJECT')),
	CONSTRAINT "incentive_adjustments_value" CHECK ("incentive_adjustments"."value_adjust" > 0 AND "incentive_adjustments"."quantity" > 0),
	CONSTRAINT "incentive_adjustments_positions" CHECK ("incentive_adjustments"."position_from" <> "incentive_adjustments"."position_to"),
	CONSTRAINT "incentive_adjustments_decided" CHECK (("incentive_adjustments"."status" = 'NEW') = ("incentive_adjustments"."decided_by" IS NULL AND "incentive_adjustments"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"trx_number" text NOT NULL,
	"line_number" integer NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"quantity_invoiced" integer NOT NULL,
	"extended_amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "invoice_lines_trx_number_line_number_pk" PRIMARY KEY("trx_number","line_number"),
	CONSTRAINT "invoice_lines_item_key" UNIQUE("trx_number","inventory_item_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"inventory_item_id" integer PRIMARY KEY NOT NULL,
	"item_code" text NOT NULL,
	"item_description" text NOT NULL,
	"product_name" text NOT NULL,
	"sub_line_code" text NOT NULL,
	"bisnis_code" text NOT NULL,
	CONSTRAINT "products_item_code_unique" UNIQUE("item_code"),
	CONSTRAINT "products_product_name_unique" UNIQUE("product_name")
);
--> statement-breakpoint
ALTER TABLE "incentive_adjustments" ADD CONSTRAINT "incentive_adjustments_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_adjustments" ADD CONSTRAINT "incentive_adjustments_inventory_item_id_products_inventory_item_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."products"("inventory_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_adjustments" ADD CONSTRAINT "incentive_adjustments_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_adjustments" ADD CONSTRAINT "incentive_adjustments_line_fk" FOREIGN KEY ("trx_number","inventory_item_id") REFERENCES "public"."invoice_lines"("trx_number","inventory_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_trx_number_invoices_trx_number_fk" FOREIGN KEY ("trx_number") REFERENCES "public"."invoices"("trx_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_inventory_item_id_products_inventory_item_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."products"("inventory_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_line_code_product_sub_lines_sub_line_code_fk" FOREIGN KEY ("sub_line_code") REFERENCES "public"."product_sub_lines"("sub_line_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bisnis_code_business_lines_bisnis_code_fk" FOREIGN KEY ("bisnis_code") REFERENCES "public"."business_lines"("bisnis_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incentive_adjustments_month_idx" ON "incentive_adjustments" USING btree ("year_id","month_id","org_id","branch_code","status");--> statement-breakpoint
CREATE INDEX "incentive_adjustments_line_idx" ON "incentive_adjustments" USING btree ("trx_number","inventory_item_id");--> statement-breakpoint
-- Counts and totals of the incentive screens are kept per data version (server/platform/data-version).
SELECT track_data_version('incentive_adjustments');
