CREATE TABLE "captcha_challenges" (
	"server_id" text NOT NULL,
	"user_id" text NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_challenges_server_id_user_id_pk" PRIMARY KEY("server_id","user_id"),
	CONSTRAINT "captcha_challenges_failures_check" CHECK ("captcha_challenges"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "server_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"server_id" text NOT NULL,
	"channel_id" text,
	"opener_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"claimed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "server_tickets_status_check" CHECK ("server_tickets"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "build_operations" DROP CONSTRAINT "build_operations_kind_check";--> statement-breakpoint
ALTER TABLE "build_operations" ADD COLUMN "previous" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "server_tickets_open_per_member_type_key" ON "server_tickets" USING btree ("server_id","opener_id","type") WHERE "server_tickets"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "server_tickets_channel_id_key" ON "server_tickets" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "server_tickets_server_id_status_idx" ON "server_tickets" USING btree ("server_id","status");--> statement-breakpoint
ALTER TABLE "build_operations" ADD CONSTRAINT "build_operations_kind_check" CHECK ("build_operations"."kind" in ('role', 'category', 'channel', 'message', 'invite', 'automod', 'settings'));