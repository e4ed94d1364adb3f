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

  it("when the server refuses the code (wrong, expired or used up), then its message shows beside the field", async () => {
    const message = "That confirmation code is invalid or has expired. Please ask for a new one.";
    stubApi({ "POST /api/auth/confirm-email": () => jsonResponse({ message, code: "invalid_code", errors: { code: [message] } }, 400) });
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.type(screen.getByLabelText("Confirmation code"), "654321");
    await typist.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Confirmation code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Confirm" })).toBeEnabled();
  });

  it("when a new code is sent, then it gives the server's words", async () => {
    const { calls } = stubApi({
      "POST /api/auth/confirm-email/resend": () => jsonResponse({ message: "We have sent a new code to zora@example.edu. It is valid for 15 minutes." }, 202),
    });
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText(/^We have sent a new code to zora@example.edu\. It is valid for 15 minutes\. Codes sent before/)).toBeInTheDocument();
    expect(calls).toEqual([{ method: "POST", url: "/api/auth/confirm-email/resend", body: undefined }]);
  });

  it("when new codes are asked for too often, then it gives the server's message and the button waits", async () => {
    stubApi({
      "POST /api/auth/confirm-email/resend": () => jsonResponse({ message: "You can ask for a new code again in 15 minutes.", code: "rate_limited" }, 429, { "Retry-After": "900" }),
    });
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("You can ask for a new code again in 15 minutes.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
  });

  it("when the refusal has no message, then the Retry-After says when", async () => {
    stubApi({ "POST /api/auth/confirm-email/resend": () => new Response("", { status: 429, headers: { "Retry-After": "30" } }) });
    const { user: typist } = renderWithProviders(<ConfirmEmailScreen user={user} />);
    await typist.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("You can ask for a new code again in 30 seconds.")).toBeInTheDocument();
  });
});
