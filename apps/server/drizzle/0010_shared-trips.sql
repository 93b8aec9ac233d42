-- A trip becomes its own record with members in roles. Each user's trip becomes one they own and is their
-- current one; their board and trip goals and costs become that trip's (with them as the author). Rows of
-- a user without a trip stay theirs, as before.
CREATE TABLE "trip_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_invitations_role_check" CHECK ("trip_invitations"."role" in ('editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "trip_members" (
	"trip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_members_trip_id_user_id_pk" PRIMARY KEY("trip_id","user_id"),
	CONSTRAINT "trip_members_role_check" CHECK ("trip_members"."role" in ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "trip_versions" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"todo" bigint DEFAULT 0 NOT NULL,
	"finances" bigint DEFAULT 0 NOT NULL,
	"details" bigint DEFAULT 0 NOT NULL,
	"members" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The counters of the held answers, by scope: a trip's rows move its counter, a user's their own.
CREATE OR REPLACE FUNCTION "bump_todo_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "answer_versions" ("user_id", "todo") SELECT DISTINCT "user_id", 1 FROM "old_rows" WHERE "user_id" IS NOT NULL
		ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1;
		INSERT INTO "trip_versions" ("trip_id", "todo") SELECT DISTINCT "trip_id", 1 FROM "old_rows" WHERE "trip_id" IS NOT NULL
		ON CONFLICT ("trip_id") DO UPDATE SET "todo" = "trip_versions"."todo" + 1;
	ELSE
		INSERT INTO "answer_versions" ("user_id", "todo") SELECT DISTINCT "user_id", 1 FROM "new_rows" WHERE "user_id" IS NOT NULL
		ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1;
		INSERT INTO "trip_versions" ("trip_id", "todo") SELECT DISTINCT "trip_id", 1 FROM "new_rows" WHERE "trip_id" IS NOT NULL
		ON CONFLICT ("trip_id") DO UPDATE SET "todo" = "trip_versions"."todo" + 1;
		IF TG_OP = 'UPDATE' THEN
			-- A row moved from a user's board to a trip's (the user's first trip adopting it).
			INSERT INTO "answer_versions" ("user_id", "todo") SELECT DISTINCT "user_id", 1 FROM "old_rows" WHERE "user_id" IS NOT NULL
			ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1;
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_finances_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM "old_rows" WHERE "user_id" IS NOT NULL
		ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1;
		INSERT INTO "trip_versions" ("trip_id", "finances") SELECT DISTINCT "trip_id", 1 FROM "old_rows" WHERE "trip_id" IS NOT NULL
		ON CONFLICT ("trip_id") DO UPDATE SET "finances" = "trip_versions"."finances" + 1;
	ELSE
		INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM "new_rows" WHERE "user_id" IS NOT NULL
		ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1;
		INSERT INTO "trip_versions" ("trip_id", "finances") SELECT DISTINCT "trip_id", 1 FROM "new_rows" WHERE "trip_id" IS NOT NULL
		ON CONFLICT ("trip_id") DO UPDATE SET "finances" = "trip_versions"."finances" + 1;
		IF TG_OP = 'UPDATE' THEN
			INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM "old_rows" WHERE "user_id" IS NOT NULL
			ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1;
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An update sees the rows as they were too: one may leave a user's board for a trip's.
DROP TRIGGER "todo_lists_bump_version_update" ON "todo_lists";--> statement-breakpoint
CREATE TRIGGER "todo_lists_bump_version_update" AFTER UPDATE ON "todo_lists" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();--> statement-breakpoint
DROP TRIGGER "todo_tasks_bump_version_update" ON "todo_tasks";--> statement-breakpoint
CREATE TRIGGER "todo_tasks_bump_version_update" AFTER UPDATE ON "todo_tasks" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();--> statement-breakpoint
DROP TRIGGER "todo_comments_bump_version_update" ON "todo_comments";--> statement-breakpoint
CREATE TRIGGER "todo_comments_bump_version_update" AFTER UPDATE ON "todo_comments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();--> statement-breakpoint
DROP TRIGGER "todo_attachments_bump_version_update" ON "todo_attachments";--> statement-breakpoint
CREATE TRIGGER "todo_attachments_bump_version_update" AFTER UPDATE ON "todo_attachments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();--> statement-breakpoint
DROP TRIGGER "finance_goals_bump_version_update" ON "finance_goals";--> statement-breakpoint
CREATE TRIGGER "finance_goals_bump_version_update" AFTER UPDATE ON "finance_goals" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();--> statement-breakpoint
DROP TRIGGER "finance_expenses_bump_version_update" ON "finance_expenses";--> statement-breakpoint
CREATE TRIGGER "finance_expenses_bump_version_update" AFTER UPDATE ON "finance_expenses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();--> statement-breakpoint
-- Entrances are always their user's: they keep a function that reads no trip.
CREATE FUNCTION "bump_personal_finances_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM "old_rows"
		ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1;
	ELSE
		INSERT INTO "answer_versions" ("user_id", "finances") SELECT DISTINCT "user_id", 1 FROM "new_rows"
		ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "finance_entrances_bump_version_insert" ON "finance_entrances";--> statement-breakpoint
DROP TRIGGER "finance_entrances_bump_version_update" ON "finance_entrances";--> statement-breakpoint
DROP TRIGGER "finance_entrances_bump_version_delete" ON "finance_entrances";--> statement-breakpoint
CREATE TRIGGER "finance_entrances_bump_version_insert" AFTER INSERT ON "finance_entrances" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_personal_finances_version"();--> statement-breakpoint
CREATE TRIGGER "finance_entrances_bump_version_update" AFTER UPDATE ON "finance_entrances" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_personal_finances_version"();--> statement-breakpoint
CREATE TRIGGER "finance_entrances_bump_version_delete" AFTER DELETE ON "finance_entrances" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_personal_finances_version"();--> statement-breakpoint
-- Trips: an id of their own, their owner in trip_members.
ALTER TABLE "trips" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "trips" SET "created_at" = "updated_at";--> statement-breakpoint
INSERT INTO "trip_members" ("trip_id", "user_id", "role", "current", "joined_at")
	SELECT "id", "user_id", 'owner', true, "updated_at" FROM "trips";--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_pkey";--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_pkey" PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_members" ADD CONSTRAINT "trip_members_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_members" ADD CONSTRAINT "trip_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_invitations_token_hash_unique" ON "trip_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trip_invitations_trip_idx" ON "trip_invitations" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_members_one_owner" ON "trip_members" USING btree ("trip_id") WHERE "trip_members"."role" = 'owner';--> statement-breakpoint
CREATE UNIQUE INDEX "trip_members_one_current" ON "trip_members" USING btree ("user_id") WHERE "trip_members"."current";--> statement-breakpoint
CREATE INDEX "trip_members_user_idx" ON "trip_members" USING btree ("user_id","joined_at");--> statement-breakpoint
-- The board's and the finances' rows: a scope (a trip, or a user) and an author. The links between rows
-- are dropped while the rows move, and made again for both scopes.
ALTER TABLE "todo_tasks" DROP CONSTRAINT "todo_tasks_list_fk";--> statement-breakpoint
ALTER TABLE "todo_comments" DROP CONSTRAINT "todo_comments_list_fk";--> statement-breakpoint
ALTER TABLE "todo_attachments" DROP CONSTRAINT "todo_attachments_list_fk";--> statement-breakpoint
ALTER TABLE "todo_attachments" DROP CONSTRAINT "todo_attachments_upload_fk";--> statement-breakpoint
ALTER TABLE "finance_expenses" DROP CONSTRAINT "finance_expenses_goal_fk";--> statement-breakpoint
ALTER TABLE "todo_attachments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_lists" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_tasks" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_expenses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_goals" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD COLUMN "created_by" uuid;--> statement-breakpoint
UPDATE "todo_lists" SET "created_by" = "user_id";--> statement-breakpoint
UPDATE "todo_tasks" SET "created_by" = "user_id";--> statement-breakpoint
UPDATE "todo_comments" SET "created_by" = "user_id";--> statement-breakpoint
UPDATE "todo_attachments" SET "created_by" = "user_id";--> statement-breakpoint
UPDATE "finance_goals" SET "created_by" = "user_id";--> statement-breakpoint
UPDATE "finance_expenses" SET "created_by" = "user_id";--> statement-breakpoint
UPDATE "todo_lists" AS "row" SET "trip_id" = "member"."trip_id", "user_id" = NULL
	FROM "trip_members" AS "member" WHERE "member"."user_id" = "row"."user_id";--> statement-breakpoint
UPDATE "todo_tasks" AS "row" SET "trip_id" = "member"."trip_id", "user_id" = NULL
	FROM "trip_members" AS "member" WHERE "member"."user_id" = "row"."user_id";--> statement-breakpoint
UPDATE "todo_comments" AS "row" SET "trip_id" = "member"."trip_id", "user_id" = NULL
	FROM "trip_members" AS "member" WHERE "member"."user_id" = "row"."user_id";--> statement-breakpoint
UPDATE "todo_attachments" AS "row" SET "trip_id" = "member"."trip_id", "user_id" = NULL
	FROM "trip_members" AS "member" WHERE "member"."user_id" = "row"."user_id";--> statement-breakpoint
UPDATE "finance_goals" AS "row" SET "trip_id" = "member"."trip_id", "user_id" = NULL
	FROM "trip_members" AS "member" WHERE "member"."user_id" = "row"."user_id" AND "row"."type" = 2;--> statement-breakpoint
UPDATE "finance_expenses" AS "row" SET "trip_id" = "member"."trip_id", "user_id" = NULL
	FROM "trip_members" AS "member" WHERE "member"."user_id" = "row"."user_id" AND "row"."type" = 2;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD CONSTRAINT "todo_lists_id_trip_unique" UNIQUE("id","trip_id");--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_id_trip_type_unique" UNIQUE("id","trip_id","type");--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD CONSTRAINT "todo_tasks_list_fk" FOREIGN KEY ("to_do_list_id","user_id") REFERENCES "public"."todo_lists"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD CONSTRAINT "todo_comments_list_fk" FOREIGN KEY ("to_do_list_id","user_id") REFERENCES "public"."todo_lists"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD CONSTRAINT "todo_attachments_list_fk" FOREIGN KEY ("to_do_list_id","user_id") REFERENCES "public"."todo_lists"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_goal_fk" FOREIGN KEY ("finances_goal_id","user_id","type") REFERENCES "public"."finance_goals"("id","user_id","type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD CONSTRAINT "todo_attachments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD CONSTRAINT "todo_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD CONSTRAINT "todo_attachments_file_name_todo_uploads_file_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."todo_uploads"("file_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD CONSTRAINT "todo_attachments_list_trip_fk" FOREIGN KEY ("to_do_list_id","trip_id") REFERENCES "public"."todo_lists"("id","trip_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD CONSTRAINT "todo_comments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD CONSTRAINT "todo_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD CONSTRAINT "todo_comments_list_trip_fk" FOREIGN KEY ("to_do_list_id","trip_id") REFERENCES "public"."todo_lists"("id","trip_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD CONSTRAINT "todo_lists_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD CONSTRAINT "todo_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD CONSTRAINT "todo_tasks_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD CONSTRAINT "todo_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD CONSTRAINT "todo_tasks_list_trip_fk" FOREIGN KEY ("to_do_list_id","trip_id") REFERENCES "public"."todo_lists"("id","trip_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_trip_goal_fk" FOREIGN KEY ("finances_goal_id","trip_id","type") REFERENCES "public"."finance_goals"("id","trip_id","type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "todo_attachments_trip_list_idx" ON "todo_attachments" USING btree ("trip_id","to_do_list_id");--> statement-breakpoint
CREATE INDEX "todo_comments_trip_list_idx" ON "todo_comments" USING btree ("trip_id","to_do_list_id");--> statement-breakpoint
CREATE INDEX "todo_lists_trip_board_idx" ON "todo_lists" USING btree ("trip_id","status","position");--> statement-breakpoint
CREATE INDEX "todo_tasks_trip_list_idx" ON "todo_tasks" USING btree ("trip_id","to_do_list_id");--> statement-breakpoint
CREATE INDEX "finance_expenses_trip_date_idx" ON "finance_expenses" USING btree ("trip_id","date");--> statement-breakpoint
CREATE INDEX "finance_goals_trip_idx" ON "finance_goals" USING btree ("trip_id","created_at");--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD CONSTRAINT "todo_attachments_scope_check" CHECK (num_nonnulls("todo_attachments"."user_id", "todo_attachments"."trip_id") = 1);--> statement-breakpoint
ALTER TABLE "todo_comments" ADD CONSTRAINT "todo_comments_scope_check" CHECK (num_nonnulls("todo_comments"."user_id", "todo_comments"."trip_id") = 1);--> statement-breakpoint
ALTER TABLE "todo_lists" ADD CONSTRAINT "todo_lists_scope_check" CHECK (num_nonnulls("todo_lists"."user_id", "todo_lists"."trip_id") = 1);--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD CONSTRAINT "todo_tasks_scope_check" CHECK (num_nonnulls("todo_tasks"."user_id", "todo_tasks"."trip_id") = 1);--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_scope_check" CHECK (num_nonnulls("finance_expenses"."user_id", "finance_expenses"."trip_id") = 1);--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_trip_kind_check" CHECK ("finance_expenses"."trip_id" is null or "finance_expenses"."type" = 2);--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_scope_check" CHECK (num_nonnulls("finance_goals"."user_id", "finance_goals"."trip_id") = 1);--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_trip_kind_check" CHECK ("finance_goals"."trip_id" is null or "finance_goals"."type" = 2);--> statement-breakpoint
-- A trip's details, its members and their names move the counters of what shows them.
CREATE FUNCTION "bump_trip_details_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "trip_versions" ("trip_id", "details") SELECT DISTINCT "id", 1 FROM "new_rows"
	ON CONFLICT ("trip_id") DO UPDATE SET "details" = "trip_versions"."details" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trips_bump_version_update" AFTER UPDATE ON "trips" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_trip_details_version"();--> statement-breakpoint
CREATE FUNCTION "bump_trip_members_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "trip_versions" ("trip_id", "members") SELECT DISTINCT "trip_id", 1 FROM "old_rows"
		ON CONFLICT ("trip_id") DO UPDATE SET "members" = "trip_versions"."members" + 1;
	ELSE
		INSERT INTO "trip_versions" ("trip_id", "members") SELECT DISTINCT "trip_id", 1 FROM "new_rows"
		ON CONFLICT ("trip_id") DO UPDATE SET "members" = "trip_versions"."members" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trip_members_bump_version_insert" AFTER INSERT ON "trip_members" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_trip_members_version"();--> statement-breakpoint
CREATE TRIGGER "trip_members_bump_version_update" AFTER UPDATE ON "trip_members" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_trip_members_version"();--> statement-breakpoint
CREATE TRIGGER "trip_members_bump_version_delete" AFTER DELETE ON "trip_members" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_trip_members_version"();--> statement-breakpoint
-- The board and the finances show their authors' names.
CREATE FUNCTION "bump_versions_of_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "trip_versions" ("trip_id", "todo", "finances")
		SELECT DISTINCT "member"."trip_id", 1, 1 FROM "new_rows" JOIN "old_rows" USING ("id")
		JOIN "trip_members" AS "member" ON "member"."user_id" = "new_rows"."id"
		WHERE "new_rows"."name" IS DISTINCT FROM "old_rows"."name"
	ON CONFLICT ("trip_id") DO UPDATE SET "todo" = "trip_versions"."todo" + 1, "finances" = "trip_versions"."finances" + 1;
	INSERT INTO "answer_versions" ("user_id", "todo", "finances")
		SELECT "new_rows"."id", 1, 1 FROM "new_rows" JOIN "old_rows" USING ("id")
		WHERE "new_rows"."name" IS DISTINCT FROM "old_rows"."name"
	ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1, "finances" = "answer_versions"."finances" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_bump_versions_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_versions_of_renamed"();
