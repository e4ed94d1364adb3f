import * as Popover from "@radix-ui/react-popover";
import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useMarkAllNotificationsRead, useNotifications } from "../api/get-notifications";

const timeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

export function NotificationBell() {
  const { data } = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  return (
    <Popover.Root>
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
        <Popover.Content align="end" sideOffset={8} className="z-50 w-80 rounded-xl border border-line bg-white p-0 shadow-xl">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 className="font-serif text-base font-semibold">Notifications</h2>
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
                <li key={item.id} className={cn("px-4 py-3 text-sm", !item.readAt && "bg-cardinal-soft/40")}>
                  <p className="text-ink">{item.message}</p>
                  <p className="mt-1 text-xs text-ink-muted">{timeFormat.format(new Date(item.createdAt))}</p>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
