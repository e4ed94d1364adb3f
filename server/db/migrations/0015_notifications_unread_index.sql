-- The bell counts a member's unread notifications on every page (notification-feed.storage.ts). This index
-- holds only unread rows, so the count reads those alone, not everything the member has already read.
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;