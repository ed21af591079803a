-- Bank statements a manager imports (camt.053, Norma 43) and their movements. A statement is
-- known by its account and the bank's id of it, a movement by its account and its identity: the
-- same file, or another statement that repeats a movement, imports nothing twice.
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"format" text NOT NULL,
	"statement_id" text NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"period_from" date,
	"period_to" date,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"account" text NOT NULL,
	"identity" text NOT NULL,
	"position" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date,
	"remittance" text NOT NULL,
	"bank_reference" text,
	"debtor_name" text,
	"outcome" text NOT NULL,
	"investment_id" uuid,
	"expected" numeric(18, 2),
	"decision" text,
	"refund_amount" numeric(18, 2),
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_identity_idx" ON "bank_statements" USING btree ("tenant_id","account","statement_id");--> statement-breakpoint
CREATE INDEX "bank_statements_list_idx" ON "bank_statements" USING btree ("tenant_id","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_entries_identity_idx" ON "bank_statement_entries" USING btree ("tenant_id","account","identity");--> statement-breakpoint
CREATE INDEX "bank_statement_entries_statement_idx" ON "bank_statement_entries" USING btree ("statement_id","position");--> statement-breakpoint
CREATE INDEX "bank_statement_entries_to_decide_idx" ON "bank_statement_entries" USING btree ("tenant_id","booking_date") WHERE "outcome" <> 'matched' AND "direction" = 'credit' AND "decision" IS NULL;
