import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildCurrentUser, buildMember } from "@/testing/build-member";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { MemberCard } from "./member-card";

const me = buildCurrentUser({ id: 1, firstName: "Grace", lastName: "Hopper" });
const mary = buildMember({ id: 42, firstName: "Mary", lastName: "Shelley", email: null });

function renderCard(routes: Parameters<typeof stubApi>[0] = {}) {
  const stub = stubApi({ "GET /api/auth/user": () => jsonResponse(me), ...routes });
  const rendered = renderWithProviders(<MemberCard member={mary} />);
  return { ...stub, ...rendered };
}

async function openForm(user: ReturnType<typeof renderCard>["user"]) {
  await user.click(screen.getByRole("button", { name: "Message Mary Shelley" }));
  return screen.getByRole("dialog", { name: "Message Mary Shelley" });
}

describe("Message through the app", () => {
  it("when a member keeps their address private, then Message opens the form (no mail link, no Connect) and says replying reveals addresses", async () => {
    const { user } = renderCard();
    expect(screen.queryByRole("link", { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Connect/ })).not.toBeInTheDocument();
    const dialog = await openForm(user);
    expect(within(dialog).getByLabelText("Subject")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Message")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Replies go to your e-mail address: Mary sees it with your message, and if they reply, you see theirs.");
  });

  it("when a member neither shares their address nor takes messages, then the card says so and offers no way to write", () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse(me) });
    renderWithProviders(<MemberCard member={{ ...mary, acceptMessages: false }} />);
    expect(screen.getByText("Not taking messages")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Message|Connect/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("when sent, then it shows Sending..., posts the trimmed subject and text, toasts and closes", async () => {
    let finish: (response: Response) => void = () => {};
    const { user, calls } = renderCard({ "POST /api/users/42/message": () => new Promise<Response>((resolve) => (finish = resolve)) });
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Subject"), "  Gothic roundtable ");
    await user.type(within(dialog).getByLabelText("Message"), "Would you like to join?");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      url: "/api/users/42/message",
      body: { subject: "Gothic roundtable", body: "Would you like to join?" },
    });
    finish(jsonResponse({ message: "Your message has been sent." }, 202));
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("when the fields are empty or too long, then the limits' messages show and nothing is sent", async () => {
    const { user, calls } = renderCard();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Subject is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Message is required")).toBeInTheDocument();
    // Pasted at once: typing 5,001 characters one by one would only slow the test.
    fireEvent.change(within(dialog).getByLabelText("Subject"), { target: { value: "s".repeat(151) } });
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "m".repeat(5001) } });
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Subject must be at most 150 characters")).toBeInTheDocument();
    expect(within(dialog).getByText("Message must be at most 5000 characters")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("when the body is typed, then the counter shows the characters used of 5000", async () => {
    const { user } = renderCard();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Message"), "Hello");
    expect(within(dialog).getByLabelText("Message")).toHaveAccessibleDescription("5 / 5000 characters");
  });

  it.each([
    [403, "This member does not take messages through the app."],
    [429, "You can send 10 messages an hour. Please try again in 12 minutes."],
  ])("when the server answers %i, then its message is toasted and the form stays open", async (status, message) => {
    const { user } = renderCard({ "POST /api/users/42/message": () => jsonResponse({ message }, status, status === 429 ? { "Retry-After": "720" } : {}) });
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Subject"), "Hello");
    await user.type(within(dialog).getByLabelText("Message"), "A note");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText("Message not sent")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Message Mary Shelley" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("when the server refuses a field, then its message shows beside that field", async () => {
    const message = "Subject can't contain control characters";
    const { user } = renderCard({ "POST /api/users/42/message": () => jsonResponse({ message, errors: { subject: [message] } }, 400) });
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Subject"), "Hello");
    await user.type(within(dialog).getByLabelText("Message"), "A note");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Subject")).toHaveAttribute("aria-invalid", "true");
  });
});
