-- One bump of the owners' counters per statement, not per row: a move of a whole board updated its
-- counter once per list it touched, each an upsert of the same row.
CREATE OR REPLACE FUNCTION "bump_todo_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "answer_versions" ("user_id", "todo") SELECT DISTINCT "user_id", 1 FROM "old_rows"
		ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1;
	ELSE
		INSERT INTO "answer_versions" ("user_id", "todo") SELECT DISTINCT "user_id", 1 FROM "new_rows"
		ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "todo_lists_bump_version" ON "todo_lists";
--> statement-breakpoint
CREATE TRIGGER "todo_lists_bump_version_insert" AFTER INSERT ON "todo_lists" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_lists_bump_version_update" AFTER UPDATE ON "todo_lists" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_lists_bump_version_delete" AFTER DELETE ON "todo_lists" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
DROP TRIGGER "todo_tasks_bump_version" ON "todo_tasks";
--> statement-breakpoint
CREATE TRIGGER "todo_tasks_bump_version_insert" AFTER INSERT ON "todo_tasks" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_tasks_bump_version_update" AFTER UPDATE ON "todo_tasks" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_tasks_bump_version_delete" AFTER DELETE ON "todo_tasks" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
DROP TRIGGER "todo_comments_bump_version" ON "todo_comments";
--> statement-breakpoint
CREATE TRIGGER "todo_comments_bump_version_insert" AFTER INSERT ON "todo_comments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_comments_bump_version_update" AFTER UPDATE ON "todo_comments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_comments_bump_version_delete" AFTER DELETE ON "todo_comments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
DROP TRIGGER "todo_attachments_bump_version" ON "todo_attachments";
--> statement-breakpoint
CREATE TRIGGER "todo_attachments_bump_version_insert" AFTER INSERT ON "todo_attachments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_attachments_bump_version_update" AFTER UPDATE ON "todo_attachments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_attachments_bump_version_delete" AFTER DELETE ON "todo_attachments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_finances_version"() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP TRIGGER "finance_entrances_bump_version" ON "finance_entrances";
--> statement-breakpoint
CREATE TRIGGER "finance_entrances_bump_version_insert" AFTER INSERT ON "finance_entrances" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
CREATE TRIGGER "finance_entrances_bump_version_update" AFTER UPDATE ON "finance_entrances" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
CREATE TRIGGER "finance_entrances_bump_version_delete" AFTER DELETE ON "finance_entrances" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
DROP TRIGGER "finance_goals_bump_version" ON "finance_goals";
--> statement-breakpoint
CREATE TRIGGER "finance_goals_bump_version_insert" AFTER INSERT ON "finance_goals" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
CREATE TRIGGER "finance_goals_bump_version_update" AFTER UPDATE ON "finance_goals" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
CREATE TRIGGER "finance_goals_bump_version_delete" AFTER DELETE ON "finance_goals" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
DROP TRIGGER "finance_expenses_bump_version" ON "finance_expenses";
--> statement-breakpoint
CREATE TRIGGER "finance_expenses_bump_version_insert" AFTER INSERT ON "finance_expenses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
CREATE TRIGGER "finance_expenses_bump_version_update" AFTER UPDATE ON "finance_expenses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
CREATE TRIGGER "finance_expenses_bump_version_delete" AFTER DELETE ON "finance_expenses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_finances_version"();
