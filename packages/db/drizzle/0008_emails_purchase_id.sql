ALTER TABLE "emails" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_purchase_id_idx" ON "emails" USING btree ("purchase_id");