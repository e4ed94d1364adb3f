CREATE TABLE "feedback_requests" (
	"roundtable_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_requests_roundtable_id_user_id_pk" PRIMARY KEY("roundtable_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "roundtable_feedback" (
	"roundtable_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roundtable_feedback_roundtable_id_user_id_pk" PRIMARY KEY("roundtable_id","user_id"),
	CONSTRAINT "roundtable_feedback_rating_range" CHECK ("roundtable_feedback"."rating" between 1 and 5),
	CONSTRAINT "roundtable_feedback_comment_length" CHECK (char_length("roundtable_feedback"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtable_feedback" ADD CONSTRAINT "roundtable_feedback_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtable_feedback" ADD CONSTRAINT "roundtable_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_requests_user_idx" ON "feedback_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "roundtable_feedback_user_idx" ON "roundtable_feedback" USING btree ("user_id");