ALTER TABLE "oauth_states" ADD COLUMN "browser_nonce_hash" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
CREATE INDEX "oauth_states_ip_expires_at_idx" ON "oauth_states" USING btree ("ip","expires_at");