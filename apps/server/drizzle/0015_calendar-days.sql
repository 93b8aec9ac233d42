-- A calendar day is stored as a day. Each instant stored so far becomes the day its author saw: the day
-- it fell on in the zone of the account that entered it (a list's or a cost's author, a personal item's
-- owner, a trip's owner), or in UTC where none is known; noon UTC exactly is a day this server answered
-- and a client sent back, and is that day. A day past 9999, stored before dates were bounded, becomes its
-- last day, as the answers carry no later one.
ALTER TABLE "trips" ADD COLUMN "when_day" date;--> statement-breakpoint
UPDATE "trips" SET "when_day" = least('9999-12-31'::date, CASE
  WHEN "when" % 86400000 = 43200000 THEN (to_timestamp("when" / 1000.0) AT TIME ZONE 'UTC')::date
  ELSE (to_timestamp("when" / 1000.0) AT TIME ZONE coalesce(
    (SELECT u."time_zone" FROM "trip_members" m JOIN "users" u ON u."id" = m."user_id"
      WHERE m."trip_id" = "trips"."id" AND m."role" = 'owner'),
    'UTC'))::date
END);--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "when_day" SET NOT NULL;--> statement-breakpoint
DROP INDEX "trips_when_idx";--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "when";--> statement-breakpoint
CREATE INDEX "trips_when_day_idx" ON "trips" USING btree ("when_day");--> statement-breakpoint
ALTER TABLE "todo_lists" ADD COLUMN "date_day" date;--> statement-breakpoint
UPDATE "todo_lists" SET "date_day" = least('9999-12-31'::date, CASE
  WHEN "date" % 86400000 = 43200000 THEN (to_timestamp("date" / 1000.0) AT TIME ZONE 'UTC')::date
  ELSE (to_timestamp("date" / 1000.0) AT TIME ZONE coalesce(
    (SELECT u."time_zone" FROM "users" u WHERE u."id" = coalesce("todo_lists"."created_by", "todo_lists"."user_id")),
    (SELECT u."time_zone" FROM "trip_members" m JOIN "users" u ON u."id" = m."user_id"
      WHERE m."trip_id" = "todo_lists"."trip_id" AND m."role" = 'owner'),
    'UTC'))::date
END);--> statement-breakpoint
ALTER TABLE "todo_lists" ALTER COLUMN "date_day" SET NOT NULL;--> statement-breakpoint
DROP INDEX "todo_lists_date_idx";--> statement-breakpoint
ALTER TABLE "todo_lists" DROP COLUMN "date";--> statement-breakpoint
CREATE INDEX "todo_lists_date_day_idx" ON "todo_lists" USING btree ("date_day");--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD COLUMN "date_day" date;--> statement-breakpoint
UPDATE "finance_entrances" SET "date_day" = least('9999-12-31'::date, CASE
  WHEN "date" % 86400000 = 43200000 THEN (to_timestamp("date" / 1000.0) AT TIME ZONE 'UTC')::date
  ELSE (to_timestamp("date" / 1000.0) AT TIME ZONE coalesce(
    (SELECT u."time_zone" FROM "users" u WHERE u."id" = "finance_entrances"."user_id"),
    'UTC'))::date
END);--> statement-breakpoint
ALTER TABLE "finance_entrances" ALTER COLUMN "date_day" SET NOT NULL;--> statement-breakpoint
DROP INDEX "finance_entrances_user_date_idx";--> statement-breakpoint
ALTER TABLE "finance_entrances" DROP COLUMN "date";--> statement-breakpoint
CREATE INDEX "finance_entrances_user_date_day_idx" ON "finance_entrances" USING btree ("user_id","date_day");--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "date_day" date;--> statement-breakpoint
UPDATE "finance_expenses" SET "date_day" = least('9999-12-31'::date, CASE
  WHEN "date" % 86400000 = 43200000 THEN (to_timestamp("date" / 1000.0) AT TIME ZONE 'UTC')::date
  ELSE (to_timestamp("date" / 1000.0) AT TIME ZONE coalesce(
    (SELECT u."time_zone" FROM "users" u WHERE u."id" = coalesce("finance_expenses"."created_by", "finance_expenses"."user_id")),
    (SELECT u."time_zone" FROM "trip_members" m JOIN "users" u ON u."id" = m."user_id"
      WHERE m."trip_id" = "finance_expenses"."trip_id" AND m."role" = 'owner'),
    'UTC'))::date
END);--> statement-breakpoint
ALTER TABLE "finance_expenses" ALTER COLUMN "date_day" SET NOT NULL;--> statement-breakpoint
DROP INDEX "finance_expenses_user_date_idx";--> statement-breakpoint
DROP INDEX "finance_expenses_trip_date_idx";--> statement-breakpoint
ALTER TABLE "finance_expenses" DROP COLUMN "date";--> statement-breakpoint
CREATE INDEX "finance_expenses_user_date_day_idx" ON "finance_expenses" USING btree ("user_id","date_day");--> statement-breakpoint
CREATE INDEX "finance_expenses_trip_date_day_idx" ON "finance_expenses" USING btree ("trip_id","date_day");
