ALTER TABLE "books" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "movies" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "series" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "places" DROP COLUMN "rating";