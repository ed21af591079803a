-- One message per decision: a denegation written by the KYC module's old writer keeps its words.
UPDATE "users" SET "flags_message" = "kyc_message" WHERE "flags_message" IS NULL AND "kyc_message" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "kyc_message";
