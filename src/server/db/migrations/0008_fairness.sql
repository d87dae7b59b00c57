CREATE TABLE "space_exports" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_usage" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	"photo_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "space_exports" ADD CONSTRAINT "space_exports_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_usage" ADD CONSTRAINT "space_usage_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_space_idx" ON "push_subscriptions" USING btree ("space_id");--> statement-breakpoint
-- custom: space_usage is kept by statement triggers on the counted tables and photos (issue 33), then filled from the rows already there
CREATE FUNCTION space_usage_rows_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO space_usage (space_id, rows) SELECT space_id, count(*) FROM new_rows GROUP BY space_id
  ON CONFLICT (space_id) DO UPDATE SET rows = space_usage.rows + excluded.rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION space_usage_rows_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE space_usage u SET rows = u.rows - gone.n
  FROM (SELECT space_id, count(*) AS n FROM old_rows GROUP BY space_id) gone WHERE u.space_id = gone.space_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION space_usage_photos_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO space_usage (space_id, photo_bytes) SELECT space_id, sum(bytes) FROM new_rows GROUP BY space_id
  ON CONFLICT (space_id) DO UPDATE SET photo_bytes = space_usage.photo_bytes + excluded.photo_bytes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION space_usage_photos_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE space_usage u SET photo_bytes = u.photo_bytes - gone.n
  FROM (SELECT space_id, sum(bytes) AS n FROM old_rows GROUP BY space_id) gone WHERE u.space_id = gone.space_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "movies_usage_added" AFTER INSERT ON "movies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "movies_usage_removed" AFTER DELETE ON "movies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "series_usage_added" AFTER INSERT ON "series" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "series_usage_removed" AFTER DELETE ON "series" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "books_usage_added" AFTER INSERT ON "books" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "books_usage_removed" AFTER DELETE ON "books" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "quotes_usage_added" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "quotes_usage_removed" AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "places_usage_added" AFTER INSERT ON "places" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "places_usage_removed" AFTER DELETE ON "places" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "memories_usage_added" AFTER INSERT ON "memories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "memories_usage_removed" AFTER DELETE ON "memories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "music_usage_added" AFTER INSERT ON "music" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "music_usage_removed" AFTER DELETE ON "music" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "memory_comments_usage_added" AFTER INSERT ON "memory_comments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "memory_comments_usage_removed" AFTER DELETE ON "memory_comments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "photos_usage_added" AFTER INSERT ON "photos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_photos_added();
--> statement-breakpoint
CREATE TRIGGER "photos_usage_removed" AFTER DELETE ON "photos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_photos_removed();
--> statement-breakpoint
INSERT INTO space_usage (space_id, rows, photo_bytes)
SELECT s.id, (SELECT count(*) FROM "movies" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "series" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "books" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "quotes" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "places" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "memories" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "music" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "memory_comments" c WHERE c.space_id = s.id), (SELECT coalesce(sum(p.bytes), 0) FROM "photos" p WHERE p.space_id = s.id) FROM "spaces" s
ON CONFLICT (space_id) DO UPDATE SET rows = excluded.rows, photo_bytes = excluded.photo_bytes;
