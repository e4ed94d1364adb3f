import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "@shared/types";
import { buildCurrentUser } from "@/testing/build-member";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { PrivacyCard } from "./privacy-card";

const defaults = buildCurrentUser();

/** The server's answer: the member with the body's choices applied. */
function savedWith(init: RequestInit, base: CurrentUser = defaults) {
  return jsonResponse({ ...base, ...(JSON.parse(String(init.body)) as Partial<CurrentUser>) });
}

describe("Privacy card", () => {
  it("when a member has the defaults, then all members, e-mail shown and messages on are selected, each explained", () => {
    renderWithProviders(<PrivacyCard user={defaults} />);
    const group = screen.getByRole("group", { name: "Show me in the directory to" });
    expect(group).toHaveAccessibleDescription(/on roundtables you take part in, members still see your name/);
    expect(screen.getByRole("radio", { name: "All members" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "My chapter only" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Nobody" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Show my e-mail address to other members" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("switch", { name: "Let members write to me through the app" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("switch", { name: "Show my e-mail address to other members" })).toHaveAccessibleDescription(/staff always see it/);
  });

  it("when Nobody is clicked, then only that choice is saved at once and a toast says what it means", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({ "PUT /api/auth/user": () => new Promise<Response>((resolve) => (finish = resolve)) });
    const { user } = renderWithProviders(<PrivacyCard user={defaults} />);
    await user.click(screen.getByRole("radio", { name: "Nobody" }));
    // The click shows at once, before the answer.
    expect(screen.getByRole("radio", { name: "Nobody" })).toBeChecked();
    expect(calls).toEqual([{ method: "PUT", url: "/api/auth/user", body: { directoryVisibility: "hidden" } }]);
    finish(jsonResponse({ ...defaults, directoryVisibility: "hidden" }));
    expect(await screen.findByText("Nobody finds you in the directory now.")).toBeInTheDocument();
    expect(screen.getByText("Privacy settings saved")).toBeInTheDocument();
  });

  it("when the e-mail and messages switches are turned off, then each saves alone with its own toast", async () => {
    const { calls } = stubApi({ "PUT /api/auth/user": (_url, init) => savedWith(init) });
    const { user } = renderWithProviders(<PrivacyCard user={defaults} />);
    await user.click(screen.getByRole("switch", { name: "Show my e-mail address to other members" }));
    expect(await screen.findByText("Your e-mail address is hidden from other members.")).toBeInTheDocument();
    const messages = screen.getByRole("switch", { name: "Let members write to me through the app" });
    messages.focus();
    await user.keyboard(" ");
    expect(await screen.findByText("Members can no longer write to you through the app.")).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ shareEmail: false }, { acceptMessages: false }]);
  });

  it("when My chapter only is chosen with the keyboard, then it is saved", async () => {
    const { calls } = stubApi({ "PUT /api/auth/user": (_url, init) => savedWith(init) });
    const { user } = renderWithProviders(<PrivacyCard user={defaults} />);
    screen.getByRole("radio", { name: "All members" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(await screen.findByText("Only members of your chapter find you in the directory now.")).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ directoryVisibility: "chapter" });
  });

  it("when saving fails, then the choice goes back and the server's message is toasted", async () => {
    stubApi({ "PUT /api/auth/user": () => jsonResponse({ message: "Directory visibility must be members, chapter or hidden" }, 400) });
    const { user } = renderWithProviders(<PrivacyCard user={defaults} />);
    await user.click(screen.getByRole("radio", { name: "My chapter only" }));
    expect(await screen.findByText("Directory visibility must be members, chapter or hidden")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("radio", { name: "All members" })).toBeChecked());
  });
});
