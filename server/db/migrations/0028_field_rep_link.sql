ALTER TABLE "sessions" ADD COLUMN "field_employee_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employee_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_employee_idx" ON "users" USING btree ("employee_id");