CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"issuance_id" uuid,
	"purpose" text NOT NULL,
	"storage" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuance_follows" (
	"user_id" uuid NOT NULL,
	"issuance_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuance_follows_user_id_issuance_id_pk" PRIMARY KEY("user_id","issuance_id")
);
--> statement-breakpoint
ALTER TABLE "investments" DROP CONSTRAINT "investments_issuance_id_issuances_id_fk";
--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "subtitle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "short_description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "token_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "token_symbol" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "token_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "tokens_for_sale" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "total_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "min_offer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "max_offer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "soft_cap" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "max_fundraising" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "campaign_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "start_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "end_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuances" ALTER COLUMN "modality" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuance_documents" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "issuance_documents" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "issuance_images" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "issuances" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
-- Databases seeded before files existed pointed at /assets/seed/<name>: each of those becomes
-- a `seed` file row (reusing the image's or document's id, and an id derived from the issuance's
-- for its logo), so no data is lost.
INSERT INTO "files" ("id", "tenant_id", "issuance_id", "purpose", "storage", "path", "name", "content_type")
SELECT "img"."id", "iss"."tenant_id", "iss"."id", 'image', 'seed', substring("img"."url" from '[^/]+$'), substring("img"."url" from '[^/]+$'),
  CASE WHEN "img"."url" LIKE '%.svg' THEN 'image/svg+xml' WHEN "img"."url" LIKE '%.png' THEN 'image/png' ELSE 'application/octet-stream' END
FROM "issuance_images" "img" JOIN "issuances" "iss" ON "iss"."id" = "img"."issuance_id";--> statement-breakpoint
UPDATE "issuance_images" SET "file_id" = "id";--> statement-breakpoint
INSERT INTO "files" ("id", "tenant_id", "issuance_id", "purpose", "storage", "path", "name", "content_type")
SELECT "doc"."id", "iss"."tenant_id", "iss"."id", 'document', 'seed', substring("doc"."url" from '[^/]+$'), substring("doc"."url" from '[^/]+$'),
  CASE WHEN "doc"."url" LIKE '%.pdf' THEN 'application/pdf' ELSE 'application/octet-stream' END
FROM "issuance_documents" "doc" JOIN "issuances" "iss" ON "iss"."id" = "doc"."issuance_id";--> statement-breakpoint
UPDATE "issuance_documents" SET "file_id" = "id";--> statement-breakpoint
INSERT INTO "files" ("id", "tenant_id", "issuance_id", "purpose", "storage", "path", "name", "content_type")
SELECT md5("id"::text || 'logo')::uuid, "tenant_id", "id", 'logo', 'seed', substring("logo_url" from '[^/]+$'), substring("logo_url" from '[^/]+$'),
  CASE WHEN "logo_url" LIKE '%.svg' THEN 'image/svg+xml' WHEN "logo_url" LIKE '%.png' THEN 'image/png' ELSE 'application/octet-stream' END
FROM "issuances" WHERE "logo_url" IS NOT NULL;--> statement-breakpoint
UPDATE "issuances" SET "logo_file_id" = md5("id"::text || 'logo')::uuid WHERE "logo_url" IS NOT NULL;--> statement-breakpoint
UPDATE "issuances" SET "equity" = "equity" * 100 WHERE "equity" IS NOT NULL AND "equity" <= 1;--> statement-breakpoint
ALTER TABLE "issuance_images" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issuance_documents" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuance_follows" ADD CONSTRAINT "issuance_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuance_follows" ADD CONSTRAINT "issuance_follows_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_issuance_idx" ON "files" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "issuance_follows_issuance_idx" ON "issuance_follows" USING btree ("issuance_id");--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuance_documents" ADD CONSTRAINT "issuance_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuance_images" ADD CONSTRAINT "issuance_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issuance_documents_issuance_idx" ON "issuance_documents" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "issuance_images_issuance_idx" ON "issuance_images" USING btree ("issuance_id","position");--> statement-breakpoint
CREATE INDEX "issuances_tenant_created_idx" ON "issuances" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "issuance_documents" DROP COLUMN "url";--> statement-breakpoint
ALTER TABLE "issuance_images" DROP COLUMN "url";--> statement-breakpoint
ALTER TABLE "issuances" DROP COLUMN "logo_url";