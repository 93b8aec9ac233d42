CREATE TABLE "feed_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text,
	"missing" text,
	"fetched_at" timestamp with time zone NOT NULL
);
