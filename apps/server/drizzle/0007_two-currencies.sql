ALTER TABLE "finance_entrances" ADD COLUMN "original_currency" text;--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD COLUMN "original_value" bigint;--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD COLUMN "rate" text;--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD COLUMN "rate_date" date;--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD COLUMN "rate_typed" boolean;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "original_currency" text;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "original_value" bigint;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "rate" text;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "rate_date" date;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD COLUMN "rate_typed" boolean;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD COLUMN "original_currency" text;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD COLUMN "original_value" bigint;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD COLUMN "rate" text;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD COLUMN "rate_date" date;--> statement-breakpoint
ALTER TABLE "finance_goals" ADD COLUMN "rate_typed" boolean;--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD CONSTRAINT "finance_entrances_other_currency_check" CHECK (num_nulls("finance_entrances"."original_currency", "finance_entrances"."original_value", "finance_entrances"."rate", "finance_entrances"."rate_date", "finance_entrances"."rate_typed") in (0, 5));--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD CONSTRAINT "finance_entrances_original_value_check" CHECK ("finance_entrances"."original_value" > 0);--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD CONSTRAINT "finance_entrances_original_currency_check" CHECK ("finance_entrances"."original_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "finance_entrances" ADD CONSTRAINT "finance_entrances_rate_check" CHECK ("finance_entrances"."rate" ~ '^[0-9]{1,7}([.][0-9]{1,10})?$' and "finance_entrances"."rate" !~ '^[0.]+$');--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_other_currency_check" CHECK (num_nulls("finance_expenses"."original_currency", "finance_expenses"."original_value", "finance_expenses"."rate", "finance_expenses"."rate_date", "finance_expenses"."rate_typed") in (0, 5));--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_original_value_check" CHECK ("finance_expenses"."original_value" > 0);--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_original_currency_check" CHECK ("finance_expenses"."original_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_rate_check" CHECK ("finance_expenses"."rate" ~ '^[0-9]{1,7}([.][0-9]{1,10})?$' and "finance_expenses"."rate" !~ '^[0.]+$');--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_other_currency_check" CHECK (num_nulls("finance_goals"."original_currency", "finance_goals"."original_value", "finance_goals"."rate", "finance_goals"."rate_date", "finance_goals"."rate_typed") in (0, 5));--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_original_value_check" CHECK ("finance_goals"."original_value" > 0);--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_original_currency_check" CHECK ("finance_goals"."original_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "finance_goals" ADD CONSTRAINT "finance_goals_rate_check" CHECK ("finance_goals"."rate" ~ '^[0-9]{1,7}([.][0-9]{1,10})?$' and "finance_goals"."rate" !~ '^[0.]+$');