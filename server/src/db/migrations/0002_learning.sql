CREATE TABLE "division_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"event" text NOT NULL,
	"quiz_id" text NOT NULL,
	"level_before" integer NOT NULL,
	"level_after" integer NOT NULL,
	"status" text NOT NULL,
	"points" integer NOT NULL,
	"max_points" integer NOT NULL,
	"percentage" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'in_level' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisions_user_id_subject_pk" PRIMARY KEY("user_id","subject")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_id" text NOT NULL,
	"subject" text NOT NULL,
	"domain" text NOT NULL,
	"skill" text NOT NULL,
	"difficulty" text NOT NULL,
	"format" text NOT NULL,
	"passage" text,
	"stem" text NOT NULL,
	"figure_svg" text,
	"choices" jsonb NOT NULL,
	"correct_choice_id" text,
	"accepted_answers" jsonb NOT NULL,
	"answer_value" double precision,
	"explanation" text NOT NULL,
	"public_sample" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"author" text NOT NULL,
	"review_status" text NOT NULL,
	"origin" text NOT NULL,
	"content_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"quiz_id" text NOT NULL,
	"position" integer NOT NULL,
	"question_id" text NOT NULL,
	"status" text DEFAULT 'not_answered' NOT NULL,
	"choice_id" text,
	"response" text,
	"marked_for_review" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"is_correct" boolean,
	CONSTRAINT "quiz_questions_quiz_id_position_pk" PRIMARY KEY("quiz_id","position")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"system" text,
	"subject" text NOT NULL,
	"domain" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difficulty" text,
	"timer_type" text,
	"seconds_per_question" integer,
	"number_of_questions" integer NOT NULL,
	"immediate_feedback" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"division_level" integer,
	"division_round" integer,
	"division_quiz_number" integer,
	"correct_count" integer,
	"wrong_count" integer,
	"unanswered_count" integer,
	"skipped_count" integer,
	"percentage" integer,
	"status_code" integer,
	"points_earned" integer,
	"max_points" integer,
	"estimated_score" integer,
	"division_result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "division_events" ADD CONSTRAINT "division_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "division_events_user_idx" ON "division_events" USING btree ("user_id","subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_bank_id_key" ON "questions" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "questions_draw_idx" ON "questions" USING btree ("subject","domain","skill","difficulty");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_question_key" ON "quiz_questions" USING btree ("quiz_id","question_id");--> statement-breakpoint
CREATE INDEX "quizzes_user_status_idx" ON "quizzes" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "quizzes_user_finished_idx" ON "quizzes" USING btree ("user_id","kind","subject","completed_at");