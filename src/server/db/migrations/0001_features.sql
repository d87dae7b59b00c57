CREATE TABLE "music" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"added_by" uuid,
	"date" date NOT NULL,
	"video_id" text NOT NULL,
	"title" text NOT NULL,
	"artist" text DEFAULT '' NOT NULL,
	"cover" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"day" date NOT NULL,
	"imdb_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_guesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	"imdb_id" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"year" integer,
	"poster" text,
	"cells" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_guesses_n_range" CHECK ("game_guesses"."n" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"added_by" uuid,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"category" text NOT NULL,
	"visit_date" date NOT NULL,
	"rating" integer,
	"notes" text DEFAULT '' NOT NULL,
	"photo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "music" ADD CONSTRAINT "music_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music" ADD CONSTRAINT "music_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_days" ADD CONSTRAINT "game_days_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guesses" ADD CONSTRAINT "game_guesses_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guesses" ADD CONSTRAINT "game_guesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "music_member_day_key" ON "music" USING btree ("space_id","added_by","date");--> statement-breakpoint
CREATE INDEX "music_space_day_idx" ON "music" USING btree ("space_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "game_days_space_day_key" ON "game_days" USING btree ("space_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "game_days_space_cycle_title_key" ON "game_days" USING btree ("space_id","cycle","imdb_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_guesses_user_day_n_key" ON "game_guesses" USING btree ("user_id","day","n");--> statement-breakpoint
CREATE INDEX "game_guesses_space_day_idx" ON "game_guesses" USING btree ("space_id","day");--> statement-breakpoint
CREATE INDEX "places_space_visit_idx" ON "places" USING btree ("space_id","visit_date");