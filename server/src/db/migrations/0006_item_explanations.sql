ALTER TABLE "questions" ADD COLUMN "explanation_ar" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "rationales" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "data_table" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "irt_b" double precision;