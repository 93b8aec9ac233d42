ALTER TABLE "trips" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "written_in" uuid;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD COLUMN "written_in" uuid;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD COLUMN "written_in" uuid;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD COLUMN "written_in" uuid;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "written_in" uuid;--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD COLUMN "written_in" uuid;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "written_in" uuid;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD COLUMN "written_in" uuid;--> statement-breakpoint
-- Each counter a write moves is told, at commit, on the channel wayfarer_changes, to every instance that
-- listens: {"trip": id, "topic": …, "version": n} for a trip's data, {"user": id, …} for a user's own.
CREATE FUNCTION "notify_change"("scope" text, "id" uuid, "topic" text, "version" bigint, "removed" json DEFAULT NULL) RETURNS void LANGUAGE sql AS $$
	SELECT pg_notify('wayfarer_changes', json_strip_nulls(json_build_object("scope", "id", 'topic', "topic", 'version', "version", 'removed', "removed"))::text);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_todo_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'DELETE' THEN
		FOR changed IN INSERT INTO "answer_versions" ("user_id", "todo") SELECT DISTINCT "user_id", 1 FROM "old_rows" WHERE "user_id" IS NOT NULL
			ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1 RETURNING "user_id", "todo" LOOP
			PERFORM "notify_change"('user', changed."user_id", 'todo', changed."todo");
		END LOOP;
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "todo") SELECT DISTINCT "trip_id", 1 FROM "old_rows" WHERE "trip_id" IS NOT NULL
			ON CONFLICT ("trip_id") DO UPDATE SET "todo" = "trip_versions"."todo" + 1 RETURNING "trip_id", "todo" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'todo', changed."todo");
		END LOOP;
	ELSIF TG_OP = 'INSERT' THEN
		FOR changed IN INSERT INTO "answer_versions" ("user_id", "todo") SELECT DISTINCT "user_id", 1 FROM "new_rows" WHERE "user_id" IS NOT NULL
			ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1 RETURNING "user_id", "todo" LOOP
			PERFORM "notify_change"('user', changed."user_id", 'todo', changed."todo");
		END LOOP;
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "todo") SELECT DISTINCT "trip_id", 1 FROM "new_rows" WHERE "trip_id" IS NOT NULL
			ON CONFLICT ("trip_id") DO UPDATE SET "todo" = "trip_versions"."todo" + 1 RETURNING "trip_id", "todo" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'todo', changed."todo");
		END LOOP;
	ELSE
		-- A row may leave a user's board for a trip's (a user's first trip taking it in).
		FOR changed IN INSERT INTO "answer_versions" ("user_id", "todo") SELECT DISTINCT "user_id", 1 FROM (SELECT "user_id", "trip_id" FROM "new_rows" UNION SELECT "user_id", "trip_id" FROM "old_rows") AS "rows" WHERE "user_id" IS NOT NULL
			ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1 RETURNING "user_id", "todo" LOOP
			PERFORM "notify_change"('user', changed."user_id", 'todo', changed."todo");
		END LOOP;
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "todo") SELECT DISTINCT "trip_id", 1 FROM (SELECT "user_id", "trip_id" FROM "new_rows" UNION SELECT "user_id", "trip_id" FROM "old_rows") AS "rows" WHERE "trip_id" IS NOT NULL
			ON CONFLICT ("trip_id") DO UPDATE SET "todo" = "trip_versions"."todo" + 1 RETURNING "trip_id", "todo" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'todo', changed."todo");
		END LOOP;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_finances_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'DELETE' THEN
		FOR changed IN INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM "old_rows" WHERE "user_id" IS NOT NULL
			ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1 RETURNING "user_id", "finances" LOOP
			PERFORM "notify_change"('user', changed."user_id", 'finances', changed."finances");
		END LOOP;
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "finances") SELECT DISTINCT "trip_id", 1 FROM "old_rows" WHERE "trip_id" IS NOT NULL
			ON CONFLICT ("trip_id") DO UPDATE SET "finances" = "trip_versions"."finances" + 1 RETURNING "trip_id", "finances" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'finances', changed."finances");
		END LOOP;
	ELSIF TG_OP = 'INSERT' THEN
		FOR changed IN INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM "new_rows" WHERE "user_id" IS NOT NULL
			ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1 RETURNING "user_id", "finances" LOOP
			PERFORM "notify_change"('user', changed."user_id", 'finances', changed."finances");
		END LOOP;
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "finances") SELECT DISTINCT "trip_id", 1 FROM "new_rows" WHERE "trip_id" IS NOT NULL
			ON CONFLICT ("trip_id") DO UPDATE SET "finances" = "trip_versions"."finances" + 1 RETURNING "trip_id", "finances" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'finances', changed."finances");
		END LOOP;
	ELSE
		-- A row may leave a user's board for a trip's (a user's first trip taking it in).
		FOR changed IN INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM (SELECT "user_id", "trip_id" FROM "new_rows" UNION SELECT "user_id", "trip_id" FROM "old_rows") AS "rows" WHERE "user_id" IS NOT NULL
			ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1 RETURNING "user_id", "finances" LOOP
			PERFORM "notify_change"('user', changed."user_id", 'finances', changed."finances");
		END LOOP;
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "finances") SELECT DISTINCT "trip_id", 1 FROM (SELECT "user_id", "trip_id" FROM "new_rows" UNION SELECT "user_id", "trip_id" FROM "old_rows") AS "rows" WHERE "trip_id" IS NOT NULL
			ON CONFLICT ("trip_id") DO UPDATE SET "finances" = "trip_versions"."finances" + 1 RETURNING "trip_id", "finances" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'finances', changed."finances");
		END LOOP;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_personal_finances_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'DELETE' THEN
		FOR changed IN INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM "old_rows" WHERE TRUE
			ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1 RETURNING "user_id", "finances" LOOP
			PERFORM "notify_change"('user', changed."user_id", 'finances', changed."finances");
		END LOOP;
	ELSE
		FOR changed IN INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM "new_rows" WHERE TRUE
			ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1 RETURNING "user_id", "finances" LOOP
			PERFORM "notify_change"('user', changed."user_id", 'finances', changed."finances");
		END LOOP;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_trip_details_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	FOR changed IN INSERT INTO "trip_versions" ("trip_id", "details") SELECT DISTINCT "id", 1 FROM "new_rows"
		ON CONFLICT ("trip_id") DO UPDATE SET "details" = "trip_versions"."details" + 1 RETURNING "trip_id", "details" LOOP
		PERFORM "notify_change"('trip', changed."trip_id", 'trip', changed."details");
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_trip_members_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- Those who left are told too, that their app may let go of the trip; nothing else reaches them.
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "members") SELECT DISTINCT "trip_id", 1 FROM "old_rows"
			ON CONFLICT ("trip_id") DO UPDATE SET "members" = "trip_versions"."members" + 1 RETURNING "trip_id", "members" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'members', changed."members",
				(SELECT json_agg("user_id") FROM "old_rows" WHERE "old_rows"."trip_id" = changed."trip_id"));
		END LOOP;
	ELSE
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "members") SELECT DISTINCT "trip_id", 1 FROM "new_rows"
			ON CONFLICT ("trip_id") DO UPDATE SET "members" = "trip_versions"."members" + 1 RETURNING "trip_id", "members" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'members', changed."members");
		END LOOP;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_versions_of_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	FOR changed IN INSERT INTO "trip_versions" ("trip_id", "todo", "finances")
		SELECT DISTINCT "member"."trip_id", 1, 1 FROM "new_rows" JOIN "old_rows" USING ("id")
		JOIN "trip_members" AS "member" ON "member"."user_id" = "new_rows"."id"
		WHERE "new_rows"."name" IS DISTINCT FROM "old_rows"."name"
		ON CONFLICT ("trip_id") DO UPDATE SET "todo" = "trip_versions"."todo" + 1, "finances" = "trip_versions"."finances" + 1
		RETURNING "trip_id", "todo", "finances" LOOP
		PERFORM "notify_change"('trip', changed."trip_id", 'todo', changed."todo");
		PERFORM "notify_change"('trip', changed."trip_id", 'finances', changed."finances");
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
