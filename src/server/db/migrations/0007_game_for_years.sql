DROP INDEX "game_days_space_cycle_title_key";--> statement-breakpoint
ALTER TABLE "game_days" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "game_difficulty" text DEFAULT 'mixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_guesses" ADD COLUMN "practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_days" DROP COLUMN "cycle";