CREATE TABLE "additional_types" (
	"branch_code" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_titles" (
	"employee_title_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"type_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_types" (
	"employee_type_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_map_id" serial PRIMARY KEY NOT NULL,
	"role_position_code" text NOT NULL,
	"employee_type_id" integer NOT NULL,
	"employee_type_code" text NOT NULL,
	"employee_title_id" integer,
	"employee_title_code" text,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"role_sup_code" text DEFAULT 'NA' NOT NULL,
	"supervisor_email" text,
	"cso_code" text DEFAULT 'NA' NOT NULL,
	"role_add_type_code" text DEFAULT 'NA' NOT NULL,
	"is_colector" text DEFAULT 'N' NOT NULL,
	"secondary_position" text DEFAULT 'N' NOT NULL,
	"role_start_date" date NOT NULL,
	"role_end_date" date NOT NULL,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_role_position_code_unique" UNIQUE("role_position_code")
);
--> statement-breakpoint
ALTER TABLE "additional_types" ADD CONSTRAINT "additional_types_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_titles" ADD CONSTRAINT "employee_titles_type_code_employee_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."employee_types"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_types_pk" ON "additional_types" USING btree ("branch_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_titles_code_type_idx" ON "employee_titles" USING btree ("code","type_code");--> statement-breakpoint
CREATE INDEX "roles_org_branch_idx" ON "roles" USING btree ("org_id","branch_code");--> statement-breakpoint
CREATE INDEX "roles_branch_type_idx" ON "roles" USING btree ("branch_code","employee_type_code");