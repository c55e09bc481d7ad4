CREATE SEQUENCE "public"."sales_assignment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sales_assignments" (
	"assignment_map_id" serial PRIMARY KEY NOT NULL,
	"assigment_number" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_id_ref" text NOT NULL,
	"customer_name" text NOT NULL,
	"bisnis" text NOT NULL,
	"type_desc" text NOT NULL,
	"position_code" text NOT NULL,
	"add_salesman_position" text DEFAULT 'NA' NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_assignments" ADD CONSTRAINT "sales_assignments_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_assignments" ADD CONSTRAINT "sales_assignments_bisnis_business_lines_bisnis_code_fk" FOREIGN KEY ("bisnis") REFERENCES "public"."business_lines"("bisnis_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_assignments" ADD CONSTRAINT "sales_assignments_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_assignments" ADD CONSTRAINT "sales_assignments_bisnis_type_desc_business_type_descs_bisnis_code_type_desc_fk" FOREIGN KEY ("bisnis","type_desc") REFERENCES "public"."business_type_descs"("bisnis_code","type_desc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_assignments_customer_idx" ON "sales_assignments" USING btree ("customer_id","bisnis","type_desc","end_date");--> statement-breakpoint
CREATE INDEX "sales_assignments_position_idx" ON "sales_assignments" USING btree ("position_code","assignment_map_id");--> statement-breakpoint
CREATE INDEX "sales_assignments_number_idx" ON "sales_assignments" USING btree ("assigment_number","assignment_map_id");--> statement-breakpoint
CREATE INDEX "sales_assignments_ref_idx" ON "sales_assignments" USING btree ("customer_id_ref","assignment_map_id");--> statement-breakpoint
CREATE INDEX "sales_assignments_name_idx" ON "sales_assignments" USING btree ("customer_name","assignment_map_id");--> statement-breakpoint
CREATE INDEX "sales_assignments_start_idx" ON "sales_assignments" USING btree ("start_date","assignment_map_id");--> statement-breakpoint
CREATE INDEX "sales_assignments_end_idx" ON "sales_assignments" USING btree ("end_date","assignment_map_id");--> statement-breakpoint
CREATE INDEX "sales_assignments_scope_idx" ON "sales_assignments" USING btree ("org_id","branch_code","assignment_map_id");--> statement-breakpoint
CREATE INDEX "sales_assignments_search_trgm_idx" ON "sales_assignments" USING gin (("customer_id_ref" || ' ' || "customer_name" || ' ' || "position_code") gin_trgm_ops);