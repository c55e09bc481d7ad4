CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"branch_code" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"branch_desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"batch_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"module" text NOT NULL,
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"batch_id" bigint NOT NULL,
	"row_no" integer NOT NULL,
	"data" jsonb NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile" text,
	"user_id" text,
	"menu_list_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"menu_list_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"menu_list_desc" text NOT NULL,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"period_id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"quartal" text,
	"user_id_update" text,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"modules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"user_name" text NOT NULL,
	"position_code" text NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"access_type" text,
	"profile" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_batch_id_import_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_grants" ADD CONSTRAINT "menu_grants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_grants" ADD CONSTRAINT "menu_grants_menu_list_id_menu_items_menu_list_id_fk" FOREIGN KEY ("menu_list_id") REFERENCES "public"."menu_items"("menu_list_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "branches_org_idx" ON "branches" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_batches_user_module_idx" ON "import_batches" USING btree ("user_id","module");--> statement-breakpoint
CREATE UNIQUE INDEX "import_rows_pk" ON "import_rows" USING btree ("batch_id","row_no");--> statement-breakpoint
CREATE INDEX "login_failures_user_idx" ON "login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "menu_grants_profile_idx" ON "menu_grants" USING btree ("profile");--> statement-breakpoint
CREATE INDEX "menu_grants_user_idx" ON "menu_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "periods_type_org_idx" ON "periods" USING btree ("type","org_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");