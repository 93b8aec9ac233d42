CREATE TABLE "finance_entrances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"color" text NOT NULL,
	"value" bigint NOT NULL,
	"date" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_entrances_value_check" CHECK ("finance_entrances"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "finance_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"color" text NOT NULL,
	"value" bigint NOT NULL,
	"date" bigint NOT NULL,
	"finances_goal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_expenses_value_check" CHECK ("finance_expenses"."value" > 0),
	CONSTRAINT "finance_expenses_type_check" CHECK ("finance_expenses"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "finance_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"color" text NOT NULL,
	"value" bigint NOT NULL,
	"icon" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_goals_id_user_type_unique" UNIQUE("id","user_id","type"),
	CONSTRAINT "finance_goals_value_check" CHECK ("finance_goals"."value" > 0),
	CONSTRAINT "finance_goals_type_check" CHECK ("finance_goals"."type" in (1, 2)),
	CONSTRAINT "finance_goals_icon_check" CHECK ("finance_goals"."icon" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD CONSTRAINT "finance_entrances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_goal_fk" FOREIGN KEY ("finances_goal_id","user_id","type") REFERENCES "public"."finance_goals"("id","user_id","type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_entrances_user_date_idx" ON "finance_entrances" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "finance_expenses_user_date_idx" ON "finance_expenses" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "finance_expenses_goal_idx" ON "finance_expenses" USING btree ("finances_goal_id");--> statement-breakpoint
CREATE INDEX "finance_goals_user_idx" ON "finance_goals" USING btree ("user_id","created_at");