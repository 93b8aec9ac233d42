CREATE TABLE "todo_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"to_do_list_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_attachments_file_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "todo_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"to_do_list_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"date" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_lists_id_user_unique" UNIQUE("id","user_id"),
	CONSTRAINT "todo_lists_status_check" CHECK ("todo_lists"."status" in (1, 2, 3)),
	CONSTRAINT "todo_lists_position_check" CHECK ("todo_lists"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "todo_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"to_do_list_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_uploads" (
	"file_name" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_uploads_file_user_unique" UNIQUE("file_name","user_id")
);
--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD CONSTRAINT "todo_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD CONSTRAINT "todo_attachments_list_fk" FOREIGN KEY ("to_do_list_id","user_id") REFERENCES "public"."todo_lists"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_attachments" ADD CONSTRAINT "todo_attachments_upload_fk" FOREIGN KEY ("file_name","user_id") REFERENCES "public"."todo_uploads"("file_name","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD CONSTRAINT "todo_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_comments" ADD CONSTRAINT "todo_comments_list_fk" FOREIGN KEY ("to_do_list_id","user_id") REFERENCES "public"."todo_lists"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD CONSTRAINT "todo_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD CONSTRAINT "todo_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD CONSTRAINT "todo_tasks_list_fk" FOREIGN KEY ("to_do_list_id","user_id") REFERENCES "public"."todo_lists"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_uploads" ADD CONSTRAINT "todo_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "todo_attachments_user_list_idx" ON "todo_attachments" USING btree ("user_id","to_do_list_id");--> statement-breakpoint
CREATE INDEX "todo_comments_user_list_idx" ON "todo_comments" USING btree ("user_id","to_do_list_id");--> statement-breakpoint
CREATE INDEX "todo_lists_board_idx" ON "todo_lists" USING btree ("user_id","status","position");--> statement-breakpoint
CREATE INDEX "todo_tasks_user_list_idx" ON "todo_tasks" USING btree ("user_id","to_do_list_id");--> statement-breakpoint
CREATE INDEX "todo_uploads_user_idx" ON "todo_uploads" USING btree ("user_id","created_at");