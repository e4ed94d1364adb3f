import * as Popover from "@radix-ui/react-popover";
import { Bell } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { Notification } from "@shared/types";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useMarkAllNotificationsRead, useNotifications } from "../api/get-notifications";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { InvitationAnswers } from "./invitation-answers";

// With the year: a notice is dated outside the current convention's days, and last spring's
// "Mar 30" must not read as this year's (docs/product.md, "Conventions").
const timeFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

type NotificationBellProps = {
  /** Opens a roundtable's details (the app shell owns that dialog; features stay apart). */
  onOpenRoundtable?: (roundtableId: number) => void;
};

export function NotificationBell({ onOpenRoundtable }: NotificationBellProps) {
  const { data } = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const headingId = useId();
  const content = useRef<HTMLDivElement>(null);
  const unread = data?.unreadCount ?? 0;

  // An item opens what it is about and counts as read.
  const openItem = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    if (item.roundtableId !== null) {
      setOpen(false);
      onOpenRoundtable?.(item.roundtableId);
    } else if (item.kind === "member_waiting") {
      // Someone waits for this approver: the Members page lists them.
      setOpen(false);
      navigate("/members");
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}>
          <Bell aria-hidden="true" className="!size-5" />
          {unread > 0 && (
            <span className="absolute right-1 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-cardinal px-1 text-[11px] font-semibold leading-5 text-white">
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={content}
          aria-labelledby={headingId}
          tabIndex={-1}
          // Focus goes in with the member: to the newest notification, or to the popover itself when it is empty.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const first = content.current?.querySelector<HTMLElement>("li button") ?? content.current;
            first?.focus();
          }}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(20rem,calc(100vw-1rem))] rounded-xl border border-line bg-white p-0 shadow-xl focus-visible:outline-2 focus-visible:outline-cardinal"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 id={headingId} className="font-serif text-base font-semibold">
              Notifications
            </h2>
            {unread > 0 && (
              <Button variant="link" size="sm" onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending}>
                Mark all as read
              </Button>
            )}
          </div>
          {!data || data.items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-ink-muted">You're all caught up. News about your roundtables will appear here.</p>
          ) : (
            <ul className="max-h-96 divide-y divide-line overflow-y-auto">
              {data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => openItem(item)}
                    className={cn(
                      "flex w-full items-start gap-2 px-4 py-3 text-left text-sm hover:bg-paper-muted focus-visible:-outline-offset-2",
                      !item.readAt && "bg-cardinal-soft/40",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.readAt ? "bg-transparent" : "bg-cardinal")}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block text-ink">
                        {!item.readAt && <span className="sr-only">Unread: </span>}
                        {item.message}
                      </span>
                      <span className="mt-1 block text-xs text-ink-muted">{timeFormat.format(new Date(item.createdAt))}</span>
                    </span>
                  </button>
                  {/* An invitation to co-organize is answered right here while it is unread (answering marks it read). */}
                  {item.kind === "co_organizer_invited" && !item.readAt && item.roundtableId !== null && (
                    <InvitationAnswers roundtableId={item.roundtableId} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
