CREATE TABLE "space_exports" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "space_exports" ADD CONSTRAINT "space_exports_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_space_idx" ON "push_subscriptions" USING btree ("space_id");