CREATE TABLE "salesrep_mappings" (
	"salesrep_map_id" serial PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"role_map_id" integer NOT NULL,
	"position_code" text NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"employee_type_id" integer NOT NULL,
	"employee_type_code" text NOT NULL,
	"employee_title_id" integer,
	"employee_title_code" text,
	"supervisor" text DEFAULT 'NA' NOT NULL,
	"cso" text DEFAULT 'NA' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesreps" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"employee_name" text NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"position_code_hcm" text
);
--> statement-breakpoint
ALTER TABLE "salesrep_mappings" ADD CONSTRAINT "salesrep_mappings_employee_id_salesreps_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."salesreps"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesrep_mappings" ADD CONSTRAINT "salesrep_mappings_role_map_id_roles_role_map_id_fk" FOREIGN KEY ("role_map_id") REFERENCES "public"."roles"("role_map_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesreps" ADD CONSTRAINT "salesreps_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salesrep_mappings_employee_idx" ON "salesrep_mappings" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "salesrep_mappings_role_idx" ON "salesrep_mappings" USING btree ("role_map_id","start_date");--> statement-breakpoint
CREATE INDEX "salesreps_org_branch_idx" ON "salesreps" USING btree ("org_id","branch_code");