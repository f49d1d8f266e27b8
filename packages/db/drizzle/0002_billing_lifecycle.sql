ALTER TABLE "purchases" DROP CONSTRAINT "purchases_status_check";--> statement-breakpoint
ALTER TABLE "license_keys" ADD COLUMN "sealed_key" text;--> statement-breakpoint
ALTER TABLE "license_keys" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "amount_refunded" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "capture_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "provider_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "license_keys" ADD CONSTRAINT "license_keys_revoked_reason_check" CHECK ("license_keys"."revoked_reason" is null or "license_keys"."revoked_reason" in ('refunded', 'disputed', 'replaced'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_amount_refunded_check" CHECK ("purchases"."amount_refunded" >= 0 and "purchases"."amount_refunded" <= "purchases"."amount");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'failed', 'completed', 'refunded', 'disputed', 'canceled'));--> statement-breakpoint
UPDATE "purchases" SET "completed_at" = "updated_at" WHERE "status" = 'completed' AND "completed_at" IS NULL;
