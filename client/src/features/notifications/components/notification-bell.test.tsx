import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { NotificationBell } from "./notification-bell";

const feed = {
  unreadCount: 1,
  items: [
    { id: 7, userId: 1, kind: "participant_joined", message: "Ada joined Haunted Houses", roundtableId: 42, readAt: null, createdAt: "2026-01-02T10:00:00Z" },
    { id: 6, userId: 1, kind: "roundtable_deleted", message: "Old Table was cancelled", roundtableId: null, readAt: "2026-01-01T11:00:00Z", createdAt: "2026-01-01T10:00:00Z" },
  ],
};

describe("NotificationBell", () => {
  it("when an unread item is chosen, then it is marked read and its roundtable opens", async () => {
    const { calls } = stubApi({
      "GET /api/notifications": () => jsonResponse(feed),
      "POST /api/notifications/7/read": () => new Response(null, { status: 204 }),
    });
    const onOpenRoundtable = vi.fn();
    const { user } = renderWithProviders(<NotificationBell onOpenRoundtable={onOpenRoundtable} />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("button", { name: /Ada joined Haunted Houses/ }));
    expect(onOpenRoundtable).toHaveBeenCalledWith(42);
    await waitFor(() => expect(calls.some((call) => call.method === "POST" && call.url === "/api/notifications/7/read")).toBe(true));
    // The popover closes so the roundtable's details can take the screen.
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Notifications" })).not.toBeInTheDocument());
  });

  it("when a read item without a roundtable is chosen, then nothing is sent and nothing opens", async () => {
    const { calls } = stubApi({ "GET /api/notifications": () => jsonResponse(feed) });
    const onOpenRoundtable = vi.fn();
    const { user } = renderWithProviders(<NotificationBell onOpenRoundtable={onOpenRoundtable} />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("button", { name: /Old Table was cancelled/ }));
    expect(onOpenRoundtable).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("when someone waits for this approver, then the item opens the Members page", async () => {
    stubApi({
      "GET /api/notifications": () =>
        jsonResponse({
          unreadCount: 0,
          items: [{ id: 9, userId: 1, kind: "member_waiting", message: "Nella Larsen (Rice University) waits for your approval", roundtableId: null, readAt: "2026-01-01T11:00:00Z", createdAt: "2026-01-01T10:00:00Z" }],
        }),
    });
    const { hook, history } = memoryLocation({ path: "/", record: true });
    const { user } = renderWithProviders(
      <Router hook={hook}>
        <NotificationBell />
      </Router>,
    );
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    await user.click(await screen.findByRole("button", { name: /Nella Larsen/ }));
    expect(history.at(-1)).toBe("/members");
  });

  it("when the bell is opened from the keyboard, then the popover is named Notifications and focus moves into it", async () => {
    stubApi({ "GET /api/notifications": () => jsonResponse(feed) });
    const { user } = renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    bell.focus();
    await user.keyboard("{Enter}");
    const popover = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => expect(screen.getByRole("button", { name: /Ada joined Haunted Houses/ })).toHaveFocus());
    expect(popover).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it("when there is nothing to read, then focus lands on the popover itself", async () => {
    stubApi({ "GET /api/notifications": () => jsonResponse({ unreadCount: 0, items: [] }) });
    const { user } = renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole("button", { name: "Notifications" });
    bell.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Notifications" })).toHaveFocus());
  });
});
