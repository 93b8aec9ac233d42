-- The trip day by day: days, and items on them in one order (a fractional key per item, compared byte by
-- byte), the ideas being the items of no day, one more order of the same key (NULLS NOT DISTINCT). The key
-- is DEFERRABLE INITIALLY IMMEDIATE, checked at each statement's end rather than at each row, so that a
-- sort or a rebalance rewrites a day's keys in one statement. A trip gains its return day.
CREATE TABLE "itineraries" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"date" date,
	"title" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"written_in" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_days_trip_date_unique" UNIQUE("trip_id","date"),
	CONSTRAINT "itinerary_days_id_trip_unique" UNIQUE("id","trip_id")
);
--> statement-breakpoint
CREATE TABLE "itinerary_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"day_id" uuid,
	"position" text COLLATE "C" NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"place" jsonb,
	"start_local" text,
	"start_zone" text,
	"start_at" timestamp with time zone,
	"start_zone_chosen" boolean DEFAULT false NOT NULL,
	"end_local" text,
	"end_zone" text,
	"end_at" timestamp with time zone,
	"end_zone_chosen" boolean DEFAULT false NOT NULL,
	"mode" text,
	"from_place" jsonb,
	"to_place" jsonb,
	"carrier" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"written_in" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_items_position_unique" UNIQUE NULLS NOT DISTINCT("trip_id","day_id","position") DEFERRABLE INITIALLY IMMEDIATE,
	CONSTRAINT "itinerary_items_kind_check" CHECK ("itinerary_items"."kind" in ('place', 'stay', 'transport', 'note')),
	CONSTRAINT "itinerary_items_mode_check" CHECK (("itinerary_items"."kind" = 'transport') = ("itinerary_items"."mode" is not null) and "itinerary_items"."mode" in ('flight', 'train', 'bus', 'ferry', 'car', 'walk', 'bike', 'other')),
	CONSTRAINT "itinerary_items_times_check" CHECK (num_nulls("itinerary_items"."start_local", "itinerary_items"."start_zone", "itinerary_items"."start_at") in (0, 3) and num_nulls("itinerary_items"."end_local", "itinerary_items"."end_zone", "itinerary_items"."end_at") in (0, 3) and ("itinerary_items"."end_at" is null or "itinerary_items"."start_at" is null or "itinerary_items"."end_at" >= "itinerary_items"."start_at"))
);
--> statement-breakpoint
ALTER TABLE "trip_versions" ADD COLUMN "itinerary" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "return_day" date;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_days" ADD CONSTRAINT "itinerary_days_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_days" ADD CONSTRAINT "itinerary_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_day_fk" FOREIGN KEY ("day_id","trip_id") REFERENCES "public"."itinerary_days"("id","trip_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_return_day_check" CHECK ("trips"."return_day" is null or ("trips"."return_day" >= "trips"."when_day" and "trips"."return_day" - "trips"."when_day" < 366));--> statement-breakpoint
-- Each write of a trip's itinerary moves the trip's itinerary counter and tells its members' sockets.
CREATE FUNCTION "bump_itinerary_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'DELETE' THEN
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "itinerary") SELECT DISTINCT "trip_id", 1 FROM "old_rows"
			ON CONFLICT ("trip_id") DO UPDATE SET "itinerary" = "trip_versions"."itinerary" + 1 RETURNING "trip_id", "itinerary" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'itinerary', changed."itinerary");
		END LOOP;
	ELSE
		FOR changed IN INSERT INTO "trip_versions" ("trip_id", "itinerary") SELECT DISTINCT "trip_id", 1 FROM "new_rows"
			ON CONFLICT ("trip_id") DO UPDATE SET "itinerary" = "trip_versions"."itinerary" + 1 RETURNING "trip_id", "itinerary" LOOP
			PERFORM "notify_change"('trip', changed."trip_id", 'itinerary', changed."itinerary");
		END LOOP;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "itinerary_days_bump_version_insert" AFTER INSERT ON "itinerary_days" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_itinerary_version"();--> statement-breakpoint
CREATE TRIGGER "itinerary_days_bump_version_update" AFTER UPDATE ON "itinerary_days" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_itinerary_version"();--> statement-breakpoint
CREATE TRIGGER "itinerary_days_bump_version_delete" AFTER DELETE ON "itinerary_days" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_itinerary_version"();--> statement-breakpoint
CREATE TRIGGER "itinerary_items_bump_version_insert" AFTER INSERT ON "itinerary_items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_itinerary_version"();--> statement-breakpoint
CREATE TRIGGER "itinerary_items_bump_version_update" AFTER UPDATE ON "itinerary_items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_itinerary_version"();--> statement-breakpoint
CREATE TRIGGER "itinerary_items_bump_version_delete" AFTER DELETE ON "itinerary_items" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_itinerary_version"();
