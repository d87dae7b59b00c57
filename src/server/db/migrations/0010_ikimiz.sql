CREATE TABLE "item_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"movie_id" uuid,
	"series_id" uuid,
	"book_id" uuid,
	"place_id" uuid,
	"rating" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_ratings_one_item" CHECK (num_nonnulls("item_ratings"."movie_id", "item_ratings"."series_id", "item_ratings"."book_id", "item_ratings"."place_id") = 1),
	CONSTRAINT "item_ratings_rating_range" CHECK ("item_ratings"."rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "item_wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"movie_id" uuid,
	"series_id" uuid,
	"book_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_wishes_one_item" CHECK (num_nonnulls("item_wishes"."movie_id", "item_wishes"."series_id", "item_wishes"."book_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "runtime" integer;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "runtime" integer;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_wishes" ADD CONSTRAINT "item_wishes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_wishes" ADD CONSTRAINT "item_wishes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_wishes" ADD CONSTRAINT "item_wishes_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_wishes" ADD CONSTRAINT "item_wishes_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_wishes" ADD CONSTRAINT "item_wishes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_ratings_space_idx" ON "item_ratings" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_ratings_movie_member_key" ON "item_ratings" USING btree ("movie_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_ratings_series_member_key" ON "item_ratings" USING btree ("series_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_ratings_book_member_key" ON "item_ratings" USING btree ("book_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_ratings_place_member_key" ON "item_ratings" USING btree ("place_id","member_id");--> statement-breakpoint
CREATE INDEX "item_wishes_space_idx" ON "item_wishes" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_wishes_movie_member_key" ON "item_wishes" USING btree ("movie_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_wishes_series_member_key" ON "item_wishes" USING btree ("series_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_wishes_book_member_key" ON "item_wishes" USING btree ("book_id","member_id");--> statement-breakpoint
-- custom: each existing rating becomes the rating of the member who added the item (issue 34); an item whose adder is gone keeps none. Runtimes come from the catalogue answers already cached.
INSERT INTO "item_ratings" ("space_id", "member_id", "movie_id", "rating", "created_at", "updated_at")
  SELECT "space_id", "added_by", "id", "rating", "updated_at", "updated_at" FROM "movies" WHERE "rating" IS NOT NULL AND "added_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "item_ratings" ("space_id", "member_id", "series_id", "rating", "created_at", "updated_at")
  SELECT "space_id", "added_by", "id", "rating", "updated_at", "updated_at" FROM "series" WHERE "rating" IS NOT NULL AND "added_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "item_ratings" ("space_id", "member_id", "book_id", "rating", "created_at", "updated_at")
  SELECT "space_id", "added_by", "id", "rating", "updated_at", "updated_at" FROM "books" WHERE "rating" IS NOT NULL AND "added_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "item_ratings" ("space_id", "member_id", "place_id", "rating", "created_at", "updated_at")
  SELECT "space_id", "added_by", "id", "rating", "updated_at", "updated_at" FROM "places" WHERE "rating" IS NOT NULL AND "added_by" IS NOT NULL;--> statement-breakpoint
UPDATE "movies" AS m SET "runtime" = (c."value"->>'runtime')::integer FROM "catalog_cache" AS c
  WHERE m."imdb_id" IS NOT NULL AND c."key" IN ('omdb:details:' || m."imdb_id", 'offline:details:' || m."imdb_id") AND jsonb_typeof(c."value"->'runtime') = 'number';--> statement-breakpoint
UPDATE "series" AS s SET "runtime" = (c."value"->>'runtime')::integer FROM "catalog_cache" AS c
  WHERE s."imdb_id" IS NOT NULL AND c."key" IN ('omdb:details:' || s."imdb_id", 'offline:details:' || s."imdb_id") AND jsonb_typeof(c."value"->'runtime') = 'number';
