-- A reply thread per ad and buyer (issue 34): the buyer's contact starts it, both parties write in
-- it, and each party's count of messages not yet read says what is new to them.
CREATE TABLE "board_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"seller_unread" integer DEFAULT 0 NOT NULL,
	"buyer_unread" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"follow_up" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_conversations" ADD CONSTRAINT "board_conversations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_conversations" ADD CONSTRAINT "board_conversations_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_conversations" ADD CONSTRAINT "board_conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_conversations" ADD CONSTRAINT "board_conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_messages" ADD CONSTRAINT "board_messages_conversation_id_board_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."board_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_messages" ADD CONSTRAINT "board_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_conversations_ad_buyer_idx" ON "board_conversations" USING btree ("ad_id","buyer_id");--> statement-breakpoint
CREATE INDEX "board_conversations_buyer_idx" ON "board_conversations" USING btree ("buyer_id","ad_id");--> statement-breakpoint
CREATE INDEX "board_messages_conversation_idx" ON "board_messages" USING btree ("conversation_id","created_at");
