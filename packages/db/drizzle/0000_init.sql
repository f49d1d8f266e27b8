CREATE TABLE "admin_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"last4" text NOT NULL,
	"plan" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purchase_id" uuid,
	"status" text DEFAULT 'issued' NOT NULL,
	"server_id" text,
	"activated_by" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "license_keys_plan_check" CHECK ("license_keys"."plan" in ('free', 'starter', 'premium', 'ultimate', 'lifetime')),
	CONSTRAINT "license_keys_status_check" CHECK ("license_keys"."status" in ('issued', 'activated', 'revoked')),
	CONSTRAINT "license_keys_last4_check" CHECK (char_length("license_keys"."last4") = 4)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"stripe_payment_intent_id" text,
	"stripe_subscription_id" text,
	"paypal_order_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_plan_check" CHECK ("purchases"."plan" in ('free', 'starter', 'premium', 'ultimate', 'lifetime')),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'completed', 'failed', 'refunded', 'canceled')),
	CONSTRAINT "purchases_provider_check" CHECK ("purchases"."provider" in ('stripe', 'paypal', 'free')),
	CONSTRAINT "purchases_amount_check" CHECK ("purchases"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_events_provider_event_id_key" UNIQUE("provider","event_id"),
	CONSTRAINT "webhook_events_provider_check" CHECK ("webhook_events"."provider" in ('stripe', 'paypal'))
);
--> statement-breakpoint
CREATE TABLE "abuse_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"discord_user_id" text,
	"server_id" text,
	"abuse_type" text NOT NULL,
	"description" text,
	"severity" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"action_taken" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "abuse_reports_severity_check" CHECK ("abuse_reports"."severity" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "abuse_reports_status_check" CHECK ("abuse_reports"."status" in ('pending', 'reviewing', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "bot_usage_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"discord_user_id" text,
	"server_id" text,
	"command" text NOT NULL,
	"success" boolean NOT NULL,
	"error_message" text,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_id" text NOT NULL,
	"server_name" text NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"license_key_id" uuid,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used" timestamp with time zone,
	"usage_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "server_registrations_plan_check" CHECK ("server_registrations"."plan" in ('free', 'starter', 'premium', 'ultimate', 'lifetime')),
	CONSTRAINT "server_registrations_status_check" CHECK ("server_registrations"."status" in ('active', 'inactive', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "build_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"discord_id" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "build_operations_session_id_seq_key" UNIQUE("session_id","seq"),
	CONSTRAINT "build_operations_session_id_key_key" UNIQUE("session_id","key"),
	CONSTRAINT "build_operations_kind_check" CHECK ("build_operations"."kind" in ('role', 'category', 'channel', 'message', 'invite')),
	CONSTRAINT "build_operations_status_check" CHECK ("build_operations"."status" in ('planned', 'started', 'done', 'skipped', 'undone')),
	CONSTRAINT "build_operations_seq_check" CHECK ("build_operations"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "server_creation_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"server_id" text NOT NULL,
	"server_name" text NOT NULL,
	"invite_link" text,
	"channels_created" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"roles_created" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"setup_config" jsonb,
	"status" text DEFAULT 'success' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_creation_results_status_check" CHECK ("server_creation_results"."status" in ('success', 'partial', 'failed', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "server_setup_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_id" text NOT NULL,
	"license_key_id" uuid,
	"style_id" text,
	"current_question" integer DEFAULT 1 NOT NULL,
	"total_questions" integer DEFAULT 20 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_setup_sessions_status_check" CHECK ("server_setup_sessions"."status" in ('in_progress', 'building', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"user_id" uuid,
	"license_key_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_status_check" CHECK ("emails"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"username" text DEFAULT 'Anonymous' NOT NULL,
	"email" text,
	"plan" text,
	"user_id" uuid,
	"relay_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_plan_check" CHECK ("feedback"."plan" in ('free', 'starter', 'premium', 'ultimate', 'lifetime')),
	CONSTRAINT "feedback_relay_status_check" CHECK ("feedback"."relay_status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token" text,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_path" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_role_check" CHECK ("sessions"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discord_id" text,
	"username" text NOT NULL,
	"global_name" text,
	"discriminator" text,
	"avatar" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verification_token" text,
	"verification_expires" timestamp with time zone,
	"role" text DEFAULT 'user' NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"plan_expires_at" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"payment_status" text DEFAULT 'inactive' NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"password_hash" text,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"profile_name" text,
	"bio" text,
	"profile_picture" text,
	"website" text,
	"twitter" text,
	"github" text,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_plan_check" CHECK ("users"."plan" in ('free', 'starter', 'premium', 'ultimate', 'lifetime')),
	CONSTRAINT "users_payment_status_check" CHECK ("users"."payment_status" in ('inactive', 'active', 'past_due', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "admin_messages" ADD CONSTRAINT "admin_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_keys" ADD CONSTRAINT "license_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_keys" ADD CONSTRAINT "license_keys_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_usage_logs" ADD CONSTRAINT "bot_usage_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_registrations" ADD CONSTRAINT "server_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_registrations" ADD CONSTRAINT "server_registrations_license_key_id_license_keys_id_fk" FOREIGN KEY ("license_key_id") REFERENCES "public"."license_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_operations" ADD CONSTRAINT "build_operations_session_id_server_setup_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."server_setup_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_creation_results" ADD CONSTRAINT "server_creation_results_session_id_server_setup_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."server_setup_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_creation_results" ADD CONSTRAINT "server_creation_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_setup_sessions" ADD CONSTRAINT "server_setup_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_setup_sessions" ADD CONSTRAINT "server_setup_sessions_license_key_id_license_keys_id_fk" FOREIGN KEY ("license_key_id") REFERENCES "public"."license_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_license_key_id_license_keys_id_fk" FOREIGN KEY ("license_key_id") REFERENCES "public"."license_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_messages_user_id_idx" ON "admin_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_messages_created_at_idx" ON "admin_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "license_keys_key_hash_key" ON "license_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "license_keys_user_id_idx" ON "license_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "license_keys_purchase_id_idx" ON "license_keys" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "license_keys_server_id_idx" ON "license_keys" USING btree ("server_id");--> statement-breakpoint
CREATE UNIQUE INDEX "license_keys_live_per_purchase_key" ON "license_keys" USING btree ("purchase_id") WHERE "license_keys"."status" <> 'revoked';--> statement-breakpoint
CREATE UNIQUE INDEX "license_keys_live_free_per_user_key" ON "license_keys" USING btree ("user_id") WHERE "license_keys"."plan" = 'free' and "license_keys"."status" <> 'revoked';--> statement-breakpoint
CREATE INDEX "purchases_user_id_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status");--> statement-breakpoint
CREATE INDEX "purchases_created_at_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_stripe_payment_intent_id_key" ON "purchases" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_paypal_order_id_key" ON "purchases" USING btree ("paypal_order_id");--> statement-breakpoint
CREATE INDEX "webhook_events_received_at_idx" ON "webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "abuse_reports_user_id_idx" ON "abuse_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "abuse_reports_discord_user_id_idx" ON "abuse_reports" USING btree ("discord_user_id");--> statement-breakpoint
CREATE INDEX "abuse_reports_server_id_idx" ON "abuse_reports" USING btree ("server_id");--> statement-breakpoint
CREATE INDEX "abuse_reports_status_idx" ON "abuse_reports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "abuse_reports_created_at_idx" ON "abuse_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bot_usage_logs_user_id_idx" ON "bot_usage_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bot_usage_logs_server_id_idx" ON "bot_usage_logs" USING btree ("server_id");--> statement-breakpoint
CREATE INDEX "bot_usage_logs_created_at_idx" ON "bot_usage_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "server_registrations_server_id_key" ON "server_registrations" USING btree ("server_id");--> statement-breakpoint
CREATE INDEX "server_registrations_user_id_idx" ON "server_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "server_registrations_license_key_id_idx" ON "server_registrations" USING btree ("license_key_id");--> statement-breakpoint
CREATE INDEX "server_registrations_status_idx" ON "server_registrations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "build_operations_session_id_status_idx" ON "build_operations" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "build_operations_discord_id_idx" ON "build_operations" USING btree ("discord_id");--> statement-breakpoint
CREATE INDEX "server_creation_results_session_id_idx" ON "server_creation_results" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "server_creation_results_user_id_idx" ON "server_creation_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "server_creation_results_server_id_idx" ON "server_creation_results" USING btree ("server_id");--> statement-breakpoint
CREATE INDEX "server_creation_results_created_at_idx" ON "server_creation_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "server_setup_sessions_user_id_idx" ON "server_setup_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "server_setup_sessions_server_id_idx" ON "server_setup_sessions" USING btree ("server_id");--> statement-breakpoint
CREATE INDEX "server_setup_sessions_license_key_id_idx" ON "server_setup_sessions" USING btree ("license_key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "server_setup_sessions_open_per_server_key" ON "server_setup_sessions" USING btree ("server_id") WHERE "server_setup_sessions"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "emails_status_idx" ON "emails" USING btree ("status");--> statement-breakpoint
CREATE INDEX "emails_user_id_idx" ON "emails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "emails_license_key_id_idx" ON "emails" USING btree ("license_key_id");--> statement-breakpoint
CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_relay_status_idx" ON "feedback" USING btree ("relay_status");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_key" ON "newsletter_subscribers" USING btree ("confirm_token");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_token_key" ON "newsletter_subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_at_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_id_key" ON "users" USING btree ("discord_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_admin_username_key" ON "users" USING btree ("username") WHERE "users"."password_hash" is not null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_stripe_customer_id_idx" ON "users" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "users_plan_idx" ON "users" USING btree ("plan");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_login_at_idx" ON "users" USING btree ("last_login_at");