CREATE TABLE "admin_login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"reason" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_login_failures_reason_check" CHECK ("admin_login_failures"."reason" in ('invalid_credentials', 'invalid_totp'))
);
--> statement-breakpoint
CREATE INDEX "admin_login_failures_created_at_idx" ON "admin_login_failures" USING btree ("created_at");