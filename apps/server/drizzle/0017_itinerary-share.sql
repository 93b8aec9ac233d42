-- The itinerary's read-only link: one per trip, its token kept as its SHA-256 alone. And a member's new
-- name moves their trips' itinerary counters too, since the itinerary is held built with its authors'
-- names (as the board and the finances are).
CREATE TABLE "itinerary_shares" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "itinerary_shares" ADD CONSTRAINT "itinerary_shares_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_shares_token_hash_unique" ON "itinerary_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_versions_of_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	FOR changed IN INSERT INTO "trip_versions" ("trip_id", "todo", "finances", "itinerary")
		SELECT DISTINCT "member"."trip_id", 1, 1, 1 FROM "new_rows" JOIN "old_rows" USING ("id")
		JOIN "trip_members" AS "member" ON "member"."user_id" = "new_rows"."id"
		WHERE "new_rows"."name" IS DISTINCT FROM "old_rows"."name"
		ON CONFLICT ("trip_id") DO UPDATE SET "todo" = "trip_versions"."todo" + 1, "finances" = "trip_versions"."finances" + 1, "itinerary" = "trip_versions"."itinerary" + 1
		RETURNING "trip_id", "todo", "finances", "itinerary" LOOP
		PERFORM "notify_change"('trip', changed."trip_id", 'todo', changed."todo");
		PERFORM "notify_change"('trip', changed."trip_id", 'finances', changed."finances");
		PERFORM "notify_change"('trip', changed."trip_id", 'itinerary', changed."itinerary");
	END LOOP;
	FOR changed IN INSERT INTO "answer_versions" ("user_id", "todo", "finances")
		SELECT "new_rows"."id", 1, 1 FROM "new_rows" JOIN "old_rows" USING ("id")
		WHERE "new_rows"."name" IS DISTINCT FROM "old_rows"."name"
		ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1, "finances" = "answer_versions"."finances" + 1
		RETURNING "user_id", "todo", "finances" LOOP
		PERFORM "notify_change"('user', changed."user_id", 'todo', changed."todo");
		PERFORM "notify_change"('user', changed."user_id", 'finances', changed."finances");
	END LOOP;
	RETURN NULL;
END $$;
