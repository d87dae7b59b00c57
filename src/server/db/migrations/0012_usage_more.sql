-- custom: the space usage counters (issue 33) also count trips and their places, time capsules and their comments, and a couple's own questions: the same triggers as 0008_fairness, and the rows already there added
CREATE TRIGGER "trips_usage_added" AFTER INSERT ON "trips" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "trips_usage_removed" AFTER DELETE ON "trips" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "trip_places_usage_added" AFTER INSERT ON "trip_places" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "trip_places_usage_removed" AFTER DELETE ON "trip_places" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "capsules_usage_added" AFTER INSERT ON "capsules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "capsules_usage_removed" AFTER DELETE ON "capsules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "capsule_comments_usage_added" AFTER INSERT ON "capsule_comments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "capsule_comments_usage_removed" AFTER DELETE ON "capsule_comments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
CREATE TRIGGER "question_custom_usage_added" AFTER INSERT ON "question_custom" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_added();
--> statement-breakpoint
CREATE TRIGGER "question_custom_usage_removed" AFTER DELETE ON "question_custom" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION space_usage_rows_removed();
--> statement-breakpoint
INSERT INTO space_usage (space_id, rows)
SELECT s.id, (SELECT count(*) FROM "trips" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "trip_places" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "capsules" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "capsule_comments" c WHERE c.space_id = s.id) + (SELECT count(*) FROM "question_custom" c WHERE c.space_id = s.id) FROM "spaces" s
ON CONFLICT (space_id) DO UPDATE SET rows = space_usage.rows + excluded.rows;
