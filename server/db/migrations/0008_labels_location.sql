CREATE TABLE "label_prints" (
	"label_print_id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"customer_id_ref" text NOT NULL,
	"customer_name" text NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"position_code" text,
	"reprint" boolean NOT NULL,
	"via" text NOT NULL,
	"layout" text NOT NULL,
	"printed_by" text NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_geotags" (
	"geotag_id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"note" text,
	"near_photo_key" text,
	"far_photo_key" text,
	"scanned_by" text NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"photo_key" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"taken_by" text,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "label_prints" ADD CONSTRAINT "label_prints_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD CONSTRAINT "customer_geotags_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD CONSTRAINT "customer_geotags_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD CONSTRAINT "customer_geotags_near_photo_key_photos_photo_key_fk" FOREIGN KEY ("near_photo_key") REFERENCES "public"."photos"("photo_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD CONSTRAINT "customer_geotags_far_photo_key_photos_photo_key_fk" FOREIGN KEY ("far_photo_key") REFERENCES "public"."photos"("photo_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_branch_code_branches_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("branch_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "label_prints_customer_idx" ON "label_prints" USING btree ("customer_id","label_print_id" DESC);--> statement-breakpoint
CREATE INDEX "customer_geotags_branch_customer_idx" ON "customer_geotags" USING btree ("branch_code","customer_id","scanned_at" DESC,"geotag_id" DESC);--> statement-breakpoint
CREATE INDEX "customer_geotags_org_idx" ON "customer_geotags" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "photos_customer_idx" ON "photos" USING btree ("customer_id");