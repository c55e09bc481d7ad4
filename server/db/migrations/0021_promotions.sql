CREATE TABLE "promotion_titles" (
	"promotion_id" integer NOT NULL,
	"tittle_code" text NOT NULL,
	CONSTRAINT "promotion_titles_promotion_id_tittle_code_pk" PRIMARY KEY("promotion_id","tittle_code")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"promotion_id" serial PRIMARY KEY NOT NULL,
	"promotion_type" text NOT NULL,
	"promotion_desc" text NOT NULL,
	"url" text NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"is_active" text DEFAULT 'Y' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"user_id_update" text NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_type" CHECK ("promotions"."promotion_type" IN ('IKLAN', 'BANNER')),
	CONSTRAINT "promotions_active" CHECK ("promotions"."is_active" IN ('Y', 'N')),
	CONSTRAINT "promotions_dates" CHECK ("promotions"."end_date" >= "promotions"."start_date")
);
--> statement-breakpoint
ALTER TABLE "promotion_titles" ADD CONSTRAINT "promotion_titles_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotions_active_idx" ON "promotions" USING btree ("is_active","end_date");