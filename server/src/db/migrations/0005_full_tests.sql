CREATE TABLE "quiz_annotations" (
	"id" text PRIMARY KEY NOT NULL,
	"quiz_id" text NOT NULL,
	"position" integer NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "full_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"system" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"stage_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"break_ends_at" timestamp with time zone,
	"routes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_parameters" (
	"question_id" text PRIMARY KEY NOT NULL,
	"a" double precision NOT NULL,
	"b" double precision NOT NULL,
	"c" double precision NOT NULL,
	"responses" integer NOT NULL,
	"calibrated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "eliminated" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "seconds_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "full_test_id" text;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "full_test_module" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "module_route" text;--> statement-breakpoint
ALTER TABLE "quiz_annotations" ADD CONSTRAINT "quiz_annotations_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_tests" ADD CONSTRAINT "full_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_parameters" ADD CONSTRAINT "item_parameters_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_annotations_quiz_idx" ON "quiz_annotations" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "full_tests_user_status_idx" ON "full_tests" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "full_tests_one_running_key" ON "full_tests" USING btree ("user_id") WHERE "full_tests"."status" = 'in_progress';--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_full_test_id_full_tests_id_fk" FOREIGN KEY ("full_test_id") REFERENCES "public"."full_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_full_test_module_key" ON "quizzes" USING btree ("full_test_id","full_test_module");