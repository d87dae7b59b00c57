CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"include_memories" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_key" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_space_idx" ON "calendar_feeds" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "books_space_finished_idx" ON "books" USING btree ("space_id","finished_at");--> statement-breakpoint
CREATE INDEX "movies_space_finished_idx" ON "movies" USING btree ("space_id","finished_at");--> statement-breakpoint
CREATE INDEX "series_space_finished_idx" ON "series" USING btree ("space_id","finished_at");--> statement-breakpoint
UPDATE "movies" SET "finished_at" = "updated_at" WHERE "status" = 'İzlendi';--> statement-breakpoint
UPDATE "series" SET "finished_at" = "updated_at" WHERE "status" = 'Tamamlandı';--> statement-breakpoint
UPDATE "books" SET "finished_at" = "updated_at" WHERE "status" = 'Okundu';
