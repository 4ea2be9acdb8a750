ALTER TABLE "organisations" ADD COLUMN "report_sharing_stopped_at" timestamp with time zone;--> statement-breakpoint
-- Profile and certificate pictures stored before they were private: their paths move under
-- /uploads/private/, their files at the next start (infra/storage/move-personal-uploads.ts).
UPDATE "users" SET "image" = '/uploads/private/' || substr("image", 10) WHERE "image" ~ '^/uploads/[A-Za-z0-9_-]{22}\.(jpg|png)$';--> statement-breakpoint
UPDATE "certificates" SET "image" = '/uploads/private/' || substr("image", 10) WHERE "image" ~ '^/uploads/[A-Za-z0-9_-]{22}\.(jpg|png)$';
