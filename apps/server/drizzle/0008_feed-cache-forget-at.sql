ALTER TABLE "feed_cache" ADD COLUMN "forget_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "feed_cache" SET "forget_at" = "fetched_at" + interval '30 days';
--> statement-breakpoint
ALTER TABLE "feed_cache" ALTER COLUMN "forget_at" SET NOT NULL;
