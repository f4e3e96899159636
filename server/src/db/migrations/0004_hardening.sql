CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "quiz_questions_question_idx" ON "quiz_questions" USING btree ("question_id");--> statement-breakpoint
-- Accounts activated by a code sent to the e-mail, and Google accounts, proved their e-mail; an
-- activation by the messaging app proved only the phone.
UPDATE "users" SET "email_verified_at" = "activated_at" WHERE "activated_at" IS NOT NULL AND "channel" = 'email';--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "auth_provider" = 'google' AND "email_verified_at" IS NULL;
