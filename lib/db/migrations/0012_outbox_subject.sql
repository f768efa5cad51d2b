ALTER TABLE "outbox" RENAME COLUMN "swap_id" TO "subject";--> statement-breakpoint
ALTER INDEX "outbox_swap_kind_idx" RENAME TO "outbox_subject_kind_idx";