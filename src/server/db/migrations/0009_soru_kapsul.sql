CREATE TABLE "question_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"day_id" uuid NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_custom" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"added_by" uuid,
	"text" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bank_key" text,
	"custom_id" uuid,
	"text" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_year_picks" (
	"space_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"day_id" uuid NOT NULL,
	"chosen_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_year_picks_space_id_year_pk" PRIMARY KEY("space_id","year"),
	CONSTRAINT "question_year_picks_year" CHECK ("question_year_picks"."year" between 1900 and 9999)
);
--> statement-breakpoint
CREATE TABLE "capsule_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"capsule_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capsule_likes" (
	"capsule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capsule_likes_capsule_id_user_id_pk" PRIMARY KEY("capsule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "capsule_photos" (
	"capsule_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "capsule_photos_capsule_id_photo_id_pk" PRIMARY KEY("capsule_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "capsules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"added_by" uuid,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"open_date" date NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "sealed_until" date;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_day_id_question_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."question_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_custom" ADD CONSTRAINT "question_custom_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_custom" ADD CONSTRAINT "question_custom_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_days" ADD CONSTRAINT "question_days_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_days" ADD CONSTRAINT "question_days_custom_id_question_custom_id_fk" FOREIGN KEY ("custom_id") REFERENCES "public"."question_custom"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_year_picks" ADD CONSTRAINT "question_year_picks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_year_picks" ADD CONSTRAINT "question_year_picks_day_id_question_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."question_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_year_picks" ADD CONSTRAINT "question_year_picks_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_comments" ADD CONSTRAINT "capsule_comments_capsule_id_capsules_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_comments" ADD CONSTRAINT "capsule_comments_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_comments" ADD CONSTRAINT "capsule_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_likes" ADD CONSTRAINT "capsule_likes_capsule_id_capsules_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_likes" ADD CONSTRAINT "capsule_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_photos" ADD CONSTRAINT "capsule_photos_capsule_id_capsules_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_photos" ADD CONSTRAINT "capsule_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsules" ADD CONSTRAINT "capsules_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsules" ADD CONSTRAINT "capsules_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_day_user_key" ON "question_answers" USING btree ("day_id","user_id");--> statement-breakpoint
CREATE INDEX "question_answers_space_idx" ON "question_answers" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "question_custom_space_idx" ON "question_custom" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_days_space_day_key" ON "question_days" USING btree ("space_id","day");--> statement-breakpoint
CREATE INDEX "capsule_comments_capsule_idx" ON "capsule_comments" USING btree ("capsule_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "capsule_photos_photo_key" ON "capsule_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "capsule_photos_order_idx" ON "capsule_photos" USING btree ("capsule_id","position");--> statement-breakpoint
CREATE INDEX "capsules_space_open_idx" ON "capsules" USING btree ("space_id","open_date","id");