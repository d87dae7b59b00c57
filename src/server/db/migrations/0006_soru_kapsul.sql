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
CREATE UNIQUE INDEX "question_answers_day_user_key" ON "question_answers" USING btree ("day_id","user_id");--> statement-breakpoint
CREATE INDEX "question_answers_space_idx" ON "question_answers" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "question_custom_space_idx" ON "question_custom" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_days_space_day_key" ON "question_days" USING btree ("space_id","day");