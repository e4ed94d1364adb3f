import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { INSTALL_DISMISSED_KEY } from "../api/install-prompt";
import { InstallPrompt } from "./install-prompt";

/** The browser's offer, as Chromium fires it when the app is installable (headless Chromium does not). */
function offerInstall(outcome: "accepted" | "dismissed" = "accepted") {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

beforeEach(() => {
  localStorage.clear();
  // An offer an earlier test left is used up, as when the app gets installed.
  window.dispatchEvent(new Event("appinstalled"));
});

describe("InstallPrompt", () => {
  it("when the browser offers to install, then the agenda offers it once and Install opens the browser's dialog", async () => {
    const { user } = renderWithProviders(<InstallPrompt />);
    expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
    const event = offerInstall();
    // The browser's own mini-bar is held back for ours.
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole("heading", { name: "Keep your convention on your phone" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Install" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
  });

  it("when the member says Not now, then it goes and is not offered again on this device", async () => {
    const { user, unmount } = renderWithProviders(<InstallPrompt />);
    offerInstall();
    await user.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe("1");
    unmount();
    renderWithProviders(<InstallPrompt />);
    offerInstall();
    expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
  });
});
