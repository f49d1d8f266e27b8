ALTER TABLE "build_operations" DROP CONSTRAINT "build_operations_status_check";--> statement-breakpoint
DROP INDEX "server_creation_results_session_id_idx";--> statement-breakpoint
ALTER TABLE "server_creation_results" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "server_setup_sessions" ADD COLUMN "guild_snapshot" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "server_creation_results_session_id_key" ON "server_creation_results" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "server_setup_sessions_building_per_server_key" ON "server_setup_sessions" USING btree ("server_id") WHERE "server_setup_sessions"."status" = 'building';--> statement-breakpoint
ALTER TABLE "build_operations" ADD CONSTRAINT "build_operations_status_check" CHECK ("build_operations"."status" in ('planned', 'started', 'done', 'failed', 'skipped', 'undone'));