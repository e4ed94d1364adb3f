import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SignedInDevice } from "@shared/validators/auth";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { SignedInDevicesCard } from "./signed-in-devices-card";

const here: SignedInDevice = { id: "aaaa", device: "Chrome on macOS", signedInAt: "2026-11-20T10:00:00.000Z", lastActiveAt: "2026-11-26T10:00:00.000Z", current: true };
const phone: SignedInDevice = { id: "bbbb", device: "Safari on iOS", signedInAt: null, lastActiveAt: "2026-11-25T08:30:00.000Z", current: false };

describe("Where you're signed in", () => {
  it("while the list loads, then a skeleton says Loading", async () => {
    stubApi({ "GET /api/auth/sessions": () => new Promise<Response>(() => {}) });
    renderWithProviders(<SignedInDevicesCard />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("lists each device, marks this one, and signing out the others toasts and refreshes the list", async () => {
    let list = [here, phone];
    const { calls } = stubApi({
      "GET /api/auth/sessions": () => jsonResponse(list),
      "POST /api/auth/sessions/sign-out-others": () => {
        list = [here];
        return jsonResponse({ message: "Signed out of 1 other device" });
      },
    });
    const { user } = renderWithProviders(<SignedInDevicesCard />);
    const rows = within(await screen.findByRole("list", { name: "Signed-in devices" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Chrome on macOS");
    expect(rows[0]).toHaveTextContent("This device");
    expect(rows[1]).toHaveTextContent("Safari on iOS");
    expect(rows[1]).toHaveTextContent("Last active");
    expect(rows[1]).not.toHaveTextContent("This device");

    await user.click(screen.getByRole("button", { name: "Log out other devices" }));
    expect(await screen.findByText("Other devices signed out")).toBeInTheDocument();
    expect(screen.getByText("Signed out of 1 other device.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([{ method: "POST", url: "/api/auth/sessions/sign-out-others", body: undefined }]);
    expect(await screen.findByText("You're signed in on this device only.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Signed-in devices" })).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Log out other devices" })).toBeDisabled();
  });

  it("when the list is empty or cannot load, then the card still stands with a plain sentence", async () => {
    stubApi({ "GET /api/auth/sessions": () => jsonResponse([]) });
    const empty = renderWithProviders(<SignedInDevicesCard />);
    expect(await screen.findByText("You're signed in on this device only.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out other devices" })).toBeDisabled();
    empty.unmount();

    stubApi({ "GET /api/auth/sessions": () => jsonResponse({ message: "Please wait a minute and try again." }, 429, { "Retry-After": "60" }) });
    renderWithProviders(<SignedInDevicesCard />);
    expect(await screen.findByText("Please wait a minute and try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out other devices" })).toBeInTheDocument();
  });
});
