/** The service worker's push handlers against a stand-in service worker scope: what a push shows and where a click goes. */
import { describe, expect, it, vi } from "vitest";
import { payloadOf, registerPushHandlers } from "./sw-push";

type Listener = (event: unknown) => void;

function fakeServiceWorker(windows: Array<{ url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }> = []) {
  const listeners = new Map<string, Listener>();
  const sw = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => {}) },
    location: { origin: "https://convention.example.org" },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  registerPushHandlers(sw as unknown as ServiceWorkerGlobalScope);
  /** Fires an event and resolves once what it asked to wait for is done. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { sw, fire };
}

const jsonData = (value: unknown) => ({ json: () => value });

describe("the service worker's push handlers", () => {
  it("when a push arrives, then its notification shows with its title, body, tag and page", async () => {
    const { sw, fire } = fakeServiceWorker();
    await fire("push", { data: jsonData({ title: "You got a seat", body: '"Middlemarch" has a seat for you.', url: "/roundtables/7", tag: "notification-3" }) });
    expect(sw.registration.showNotification).toHaveBeenCalledWith("You got a seat", {
      body: '"Middlemarch" has a seat for you.',
      tag: "notification-3",
      icon: "/favicon.svg",
      data: { url: "/roundtables/7" },
    });
  });

  it("when a push can't be read, or names another site, then a plain notice shows that opens the app itself", () => {
    expect(payloadOf({ json: () => { throw new SyntaxError("not JSON"); } })).toMatchObject({ title: "English Convention", url: "/" });
    expect(payloadOf(null).url).toBe("/");
    expect(payloadOf(jsonData({ title: "t", body: "b", url: "https://evil.example/" })).url).toBe("/");
    expect(payloadOf(jsonData({ title: "t", body: "b", url: "//evil.example/" })).url).toBe("/");
  });

  it("when the notification is clicked, then a window on its page is focused, another window goes there, or a new one opens", async () => {
    const close = vi.fn();
    const onPage = { url: "https://convention.example.org/agenda", focus: vi.fn(async () => {}), navigate: vi.fn(async () => {}) };
    const first = fakeServiceWorker([onPage]);
    await first.fire("notificationclick", { notification: { close, data: { url: "/agenda" } } });
    expect(close).toHaveBeenCalled();
    expect(onPage.focus).toHaveBeenCalled();
    expect(onPage.navigate).not.toHaveBeenCalled();

    const elsewhere = { url: "https://convention.example.org/browse", focus: vi.fn(async () => {}), navigate: vi.fn(async () => {}) };
    const second = fakeServiceWorker([elsewhere]);
    await second.fire("notificationclick", { notification: { close, data: { url: "/roundtables/7" } } });
    expect(elsewhere.navigate).toHaveBeenCalledWith("https://convention.example.org/roundtables/7");

    const none = fakeServiceWorker([]);
    await none.fire("notificationclick", { notification: { close, data: { url: "/roundtables/7" } } });
    expect(none.sw.clients.openWindow).toHaveBeenCalledWith("https://convention.example.org/roundtables/7");
  });
});
