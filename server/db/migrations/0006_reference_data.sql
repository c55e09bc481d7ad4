CREATE TABLE "business_lines" (
	"bisnis_code" text PRIMARY KEY NOT NULL,
	"bisnis_desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_type_descs" (
	"bisnis_code" text NOT NULL,
	"type_desc" text NOT NULL,
	CONSTRAINT "business_type_descs_bisnis_code_type_desc_pk" PRIMARY KEY("bisnis_code","type_desc")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"customer_id_ref" text NOT NULL,
	"customer_name" text NOT NULL,
	"address" text,
	"city" text,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"sales_channel" text NOT NULL,
	"cat_business" text NOT NULL,
	"territory_code" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customers_customer_id_ref_unique" UNIQUE("customer_id_ref")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"trx_number" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"trx_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_channels" (
	"channel_code" text PRIMARY KEY NOT NULL,
	"channel_desc" text NOT NULL,
	"channel_group" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_territories" (
	"territory_code" text PRIMARY KEY NOT NULL,
	"territory_name" text NOT NULL,
	"branch_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_type_descs" ADD CONSTRAINT "business_type_descs_bisnis_code_business_lines_bisnis_code_fk" FOREIGN KEY ("bisnis_code") REFERENCES "public"."business_lines"("bisnis_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sales_channel_sales_channels_channel_code_fk" FOREIGN KEY ("sales_channel") REFERENCES "public"."sales_channels"("channel_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_territory_code_sales_territories_territory_code_fk" FOREIGN KEY ("territory_code") REFERENCES "public"."sales_territories"("territory_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_territories" ADD CONSTRAINT "sales_territories_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_org_branch_idx" ON "customers" USING btree ("org_id","branch_code");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (("customer_id_ref" || ' ' || "customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","trx_date");