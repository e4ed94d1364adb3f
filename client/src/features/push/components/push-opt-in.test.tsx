/**
 * The opt-in switch against a browser whose Notification and PushManager are stand-ins (jsdom has
 * neither): what it says when push can't work, and what it asks the browser and the API when turned on and off.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { endPushOnThisDevice } from "../end-push-on-this-device";
import { PUSH_TEXTS, PushOptIn } from "./push-opt-in";

// A real P-256 public key's length (65 bytes), as the server answers it.
const PUBLIC_KEY = "B".concat("A".repeat(86));
const ENDPOINT = "https://push.example.test/subscriptions/abc";
const KEYS = { p256dh: "p".repeat(87), auth: "a".repeat(22) };

type FakeBrowser = { subscribe: ReturnType<typeof vi.fn>; unsubscribe: ReturnType<typeof vi.fn>; requestPermission: ReturnType<typeof vi.fn> };

/** Installs Notification, PushManager and a service worker registration whose pushManager holds `subscribed`. */
function fakeBrowser(options: { permission: NotificationPermission; subscribed?: boolean; answer?: NotificationPermission }): FakeBrowser {
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }), unsubscribe };
  let current: typeof subscription | null = options.subscribed ? subscription : null;
  const subscribe = vi.fn(async () => (current = subscription));
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  const requestPermission = vi.fn(async () => {
    notification.permission = options.answer ?? "granted";
    return notification.permission;
  });
  const notification = { permission: options.permission, requestPermission };
  Object.assign(window, { Notification: notification, PushManager: class {} });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe, unsubscribe, requestPermission };
}

afterEach(() => {
  const browserGlobals = window as unknown as Record<string, unknown>;
  delete browserGlobals.Notification;
  delete browserGlobals.PushManager;
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

const theSwitch = () => screen.getByRole("switch", { name: PUSH_TEXTS.title });

describe("Notifications on this device", () => {
  it("when the browser has no push, then the switch is off and disabled and says why", async () => {
    stubApi({});
    renderWithProviders(<PushOptIn />);
    expect(await screen.findByText(PUSH_TEXTS.unsupported)).toBeInTheDocument();
    expect(theSwitch()).toBeDisabled();
    expect(theSwitch()).toHaveAttribute("aria-checked", "false");
    expect(theSwitch()).toHaveAccessibleDescription(new RegExp(PUSH_TEXTS.unsupported.slice(0, 30)));
  });

  it("when the member blocked notifications, then the switch is disabled and says how to allow them", async () => {
    fakeBrowser({ permission: "denied" });
    stubApi({});
    renderWithProviders(<PushOptIn />);
    expect(await screen.findByText(PUSH_TEXTS.denied)).toBeInTheDocument();
    expect(theSwitch()).toBeDisabled();
  });

  it("when turned on, then it asks permission, subscribes with the server's key and posts the subscription", async () => {
    const browser = fakeBrowser({ permission: "default" });
    const { calls } = stubApi({
      "GET /api/push/public-key": () => jsonResponse({ publicKey: PUBLIC_KEY }),
      "POST /api/push/subscriptions": () => jsonResponse({ message: "ok" }, 201),
    });
    const { user } = renderWithProviders(<PushOptIn />);
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    expect(theSwitch()).toHaveAttribute("aria-checked", "false");
    await user.click(theSwitch());

    expect(await screen.findByText(PUSH_TEXTS.on)).toBeInTheDocument();
    expect(theSwitch()).toHaveAttribute("aria-checked", "true");
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.subscribe.mock.calls[0] as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(options.applicationServerKey[0]).toBe(4);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(["GET /api/push/public-key", "POST /api/push/subscriptions"]);
    expect(calls[1]!.body).toEqual({ endpoint: ENDPOINT, keys: KEYS });
  });

  it("when the permission prompt is dismissed, then nothing is subscribed and the switch stays off", async () => {
    const browser = fakeBrowser({ permission: "default", answer: "default" });
    const { calls } = stubApi({});
    const { user } = renderWithProviders(<PushOptIn />);
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    await user.click(theSwitch());
    expect(await screen.findByText(PUSH_TEXTS.notAllowed)).toBeInTheDocument();
    expect(theSwitch()).toHaveAttribute("aria-checked", "false");
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it("when the server refuses the subscription, then the browser's is ended too and the switch stays off", async () => {
    const browser = fakeBrowser({ permission: "granted" });
    stubApi({
      "GET /api/push/public-key": () => jsonResponse({ publicKey: PUBLIC_KEY }),
      "POST /api/push/subscriptions": () => jsonResponse({ message: "Endpoint must be an https URL of a push service" }, 400),
    });
    const { user } = renderWithProviders(<PushOptIn />);
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    await user.click(theSwitch());
    expect(await screen.findByText(PUSH_TEXTS.failed)).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(theSwitch()).toHaveAttribute("aria-checked", "false");
  });

  it("when this browser is subscribed, then the switch is on, the subscription is claimed for this member, and turning it off deletes it", async () => {
    const browser = fakeBrowser({ permission: "granted", subscribed: true });
    const { calls } = stubApi({
      "POST /api/push/subscriptions": () => jsonResponse({ message: "ok" }, 201),
      "DELETE /api/push/subscriptions": () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(<PushOptIn />);
    await waitFor(() => expect(theSwitch()).toHaveAttribute("aria-checked", "true"));
    await waitFor(() => expect(calls[0]).toEqual({ method: "POST", url: "/api/push/subscriptions", body: { endpoint: ENDPOINT, keys: KEYS } }));
    await user.click(theSwitch());
    expect(await screen.findByText(PUSH_TEXTS.off)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: "DELETE", url: "/api/push/subscriptions", body: { endpoint: ENDPOINT } });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(theSwitch()).toHaveAttribute("aria-checked", "false");
  });
});

describe("signing out", () => {
  it("when the browser is subscribed, then the server's subscription and the browser's both end", async () => {
    const browser = fakeBrowser({ permission: "granted", subscribed: true });
    const { calls } = stubApi({ "DELETE /api/push/subscriptions": () => new Response(null, { status: 204 }) });
    await endPushOnThisDevice();
    expect(calls).toEqual([{ method: "DELETE", url: "/api/push/subscriptions", body: { endpoint: ENDPOINT } }]);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it("when the browser has no push, then it does nothing and doesn't fail", async () => {
    const { calls } = stubApi({});
    await expect(endPushOnThisDevice()).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });
});
