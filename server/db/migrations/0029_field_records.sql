CREATE TABLE "pa_answer_sets" (
	"answer_set_id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"activity_header_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"org_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"position_code" text NOT NULL,
	"employee_id" text NOT NULL,
	"employee_name" text NOT NULL,
	"campaign_day" date NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"accuracy" double precision,
	"photo_key" text,
	"device_sent_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pa_answer_sets_client_id_key" UNIQUE("client_id"),
	CONSTRAINT "pa_answer_sets_outlet_day_key" UNIQUE("activity_header_id","customer_id","campaign_day")
);
--> statement-breakpoint
CREATE TABLE "pa_answers" (
	"answer_set_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "pa_answers_answer_set_id_question_id_pk" PRIMARY KEY("answer_set_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "field_photos" (
	"sha256" text PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sent_by" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "byte_size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "employee_id" text;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "check_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "check_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "check_in_latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "check_in_longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "check_in_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "check_out_latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "check_out_longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "check_out_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "device_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_realizations" ADD COLUMN "crc_client_id" text;--> statement-breakpoint
ALTER TABLE "crc_headers" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "crc_headers" ADD COLUMN "employee_id" text;--> statement-breakpoint
ALTER TABLE "crc_headers" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "crc_headers" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "crc_headers" ADD COLUMN "accuracy" double precision;--> statement-breakpoint
ALTER TABLE "crc_headers" ADD COLUMN "device_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crc_headers" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD COLUMN "employee_id" text;--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD COLUMN "accuracy" double precision;--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD COLUMN "device_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "pa_answer_sets" ADD CONSTRAINT "pa_answer_sets_activity_header_id_pa_headers_activity_header_id_fk" FOREIGN KEY ("activity_header_id") REFERENCES "public"."pa_headers"("activity_header_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_answers" ADD CONSTRAINT "pa_answers_answer_set_id_pa_answer_sets_answer_set_id_fk" FOREIGN KEY ("answer_set_id") REFERENCES "public"."pa_answer_sets"("answer_set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pa_answer_sets_branch_idx" ON "pa_answer_sets" USING btree ("activity_header_id","branch_code","customer_name","answer_set_id");--> statement-breakpoint
CREATE INDEX "call_realizations_crc_client_idx" ON "call_realizations" USING btree ("crc_client_id");--> statement-breakpoint
CREATE INDEX "photos_sha256_idx" ON "photos" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "call_realizations" ADD CONSTRAINT "call_realizations_client_id_key" UNIQUE("client_id");--> statement-breakpoint
ALTER TABLE "crc_headers" ADD CONSTRAINT "crc_headers_client_id_key" UNIQUE("client_id");--> statement-breakpoint
ALTER TABLE "customer_geotags" ADD CONSTRAINT "customer_geotags_client_id_key" UNIQUE("client_id");--> statement-breakpoint
-- The answers list of the push activity overview is counted per data version.
SELECT track_data_version('pa_answer_sets');
