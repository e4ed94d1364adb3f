import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildMember } from "@/testing/build-member";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { EmailNotificationsCard } from "./email-notifications-card";

/** The signed-in member the server answers with after a save. */
const me = { ...buildMember(), isStaff: false };

describe("Notifications by e-mail", () => {
  it("when mail is on, then the labelled switch is checked and turning it off saves only the preference and toasts", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({ "PUT /api/auth/user": () => new Promise<Response>((resolve) => (finish = resolve)) });
    const { user } = renderWithProviders(<EmailNotificationsCard user={{ emailNotifications: true }} />);
    const toggle = screen.getByRole("switch", { name: "Notifications by e-mail" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(toggle).toHaveAccessibleDescription(/The bell keeps every notification either way/);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(toggle).toBeDisabled();
    expect(calls).toEqual([{ method: "PUT", url: "/api/auth/user", body: { emailNotifications: false } }]);
    finish(jsonResponse({ ...me, emailNotifications: false }));
    expect(await screen.findByText("Notifications by e-mail are off.")).toBeInTheDocument();
    expect(screen.getByText("The bell still shows every notification.")).toBeInTheDocument();
  });

  it("when mail is off, then the switch is unchecked and the keyboard turns it on", async () => {
    const { calls } = stubApi({ "PUT /api/auth/user": () => jsonResponse({ ...me, emailNotifications: true }) });
    const { user } = renderWithProviders(<EmailNotificationsCard user={{ emailNotifications: false }} />);
    const toggle = screen.getByRole("switch", { name: "Notifications by e-mail" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    toggle.focus();
    await user.keyboard(" ");
    expect(await screen.findByText("Notifications by e-mail are on.")).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ emailNotifications: true });
  });

  it("when saving fails, then the switch goes back and an error toast shows", async () => {
    stubApi({ "PUT /api/auth/user": () => jsonResponse({ message: "boom" }, 500) });
    const { user } = renderWithProviders(<EmailNotificationsCard user={{ emailNotifications: true }} />);
    await user.click(screen.getByRole("switch", { name: "Notifications by e-mail" }));
    expect(await screen.findByText("Failed to update your e-mail settings. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Notifications by e-mail" })).toHaveAttribute("aria-checked", "true");
  });

  it("when the heading shows, then e-mail is kept on one line: a narrow screen never breaks it at the hyphen", () => {
    stubApi({});
    renderWithProviders(<EmailNotificationsCard user={{ emailNotifications: true }} />);
    const heading = screen.getByRole("heading", { name: "Notifications by e-mail" });
    expect(within(heading).getByText("e-mail")).toHaveClass("whitespace-nowrap");
  });
});
