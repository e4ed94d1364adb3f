import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ConfirmEmailScreen } from "./confirm-email-screen";

const user = { email: "zora@example.edu" };

describe("ConfirmEmailScreen", () => {
  it("when it opens, then it names the address and asks for the Confirmation code", () => {
    stubApi({});
    renderWithProviders(<ConfirmEmailScreen user={user} />);
    expect(screen.getByRole("heading", { name: "Confirm your e-mail" })).toBeInTheDocument();
    expect(screen.getByText("zora@example.edu")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirmation code")).toHaveFocus();
  });

  it("when the code is not six digits, then it says so and sends nothing", async () => {
    const { calls } = stubApi({});
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.type(screen.getByLabelText("Confirmation code"), "12a");
    await typist.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Enter the 6-digit code from the e-mail")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("when confirming, then it says Confirming... and sends the code, then refreshes the member", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({
      "POST /api/auth/confirm-email": () => new Promise<Response>((resolve) => (finish = resolve)),
      "GET /api/auth/user": () => jsonResponse({ email: "zora@example.edu", emailConfirmed: true }),
    });
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.type(screen.getByLabelText("Confirmation code"), "123456");
    await typist.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("button", { name: "Confirming..." })).toBeDisabled();
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/auth/confirm-email", body: { code: "123456" } });
    finish(jsonResponse({ email: "zora@example.edu", emailConfirmed: true }));
    expect(await screen.findByText("E-mail confirmed")).toBeInTheDocument();
  });

  it.each([
    ["a wrong code", "That code is not right. 4 tries left."],
    ["an expired code", "That code has expired. Ask for a new one."],
  ])("when the server refuses %s, then its message shows beside the field", async (_case, message) => {
    stubApi({ "POST /api/auth/confirm-email": () => jsonResponse({ message }, 400) });
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.type(screen.getByLabelText("Confirmation code"), "654321");
    await typist.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Confirmation code")).toHaveAttribute("aria-invalid", "true");
  });

  it("when a new code is sent, then it says so", async () => {
    const { calls } = stubApi({ "POST /api/auth/confirm-email/resend": () => jsonResponse({ message: "Sent" }, 202) });
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText(/We sent a new code to zora@example.edu/)).toBeInTheDocument();
    expect(calls).toEqual([{ method: "POST", url: "/api/auth/confirm-email/resend", body: undefined }]);
  });

  it("when new codes are asked for too often, then it gives the server's message, says when to ask again, and waits", async () => {
    stubApi({
      "POST /api/auth/confirm-email/resend": () =>
        jsonResponse({ message: "Too many new codes for this e-mail. Please wait 15 minutes and try again." }, 429, { "Retry-After": "900" }),
    });
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText(/Too many new codes for this e-mail\. Please wait 15 minutes and try again\. You can ask again at/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
  });

  it("when the wait is short, then it counts in seconds", async () => {
    stubApi({ "POST /api/auth/confirm-email/resend": () => jsonResponse({ message: "Please wait a moment." }, 429, { "Retry-After": "30" }) });
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("Please wait a moment. You can ask again in 30 seconds.")).toBeInTheDocument();
  });
});
