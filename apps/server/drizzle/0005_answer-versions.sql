CREATE TABLE "answer_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"todo" bigint DEFAULT 0 NOT NULL,
	"finances" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_todo_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "answer_versions" ("user_id", "todo") VALUES (COALESCE(NEW."user_id", OLD."user_id"), 1)
	ON CONFLICT ("user_id") DO UPDATE SET "todo" = "answer_versions"."todo" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_finances_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "answer_versions" ("user_id", "finances") VALUES (COALESCE(NEW."user_id", OLD."user_id"), 1)
	ON CONFLICT ("user_id") DO UPDATE SET "finances" = "answer_versions"."finances" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "todo_lists_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "todo_lists" FOR EACH ROW EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_tasks_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "todo_tasks" FOR EACH ROW EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_comments_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "todo_comments" FOR EACH ROW EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "todo_attachments_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "todo_attachments" FOR EACH ROW EXECUTE FUNCTION "bump_todo_version"();
--> statement-breakpoint
CREATE TRIGGER "finance_entrances_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "finance_entrances" FOR EACH ROW EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
CREATE TRIGGER "finance_goals_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "finance_goals" FOR EACH ROW EXECUTE FUNCTION "bump_finances_version"();
--> statement-breakpoint
CREATE TRIGGER "finance_expenses_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "finance_expenses" FOR EACH ROW EXECUTE FUNCTION "bump_finances_version"();
