import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ResetPasswordForm } from "./reset-password-form";

describe("ResetPasswordForm", () => {
  it("when the code and new password are sent, then Password Reset shows and the login opens", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({
      "POST /api/auth/reset-password/request": () => jsonResponse({ message: "sent" }, 202),
      "POST /api/auth/reset-password": () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    let backToLogin = false;
    const { user } = renderWithProviders(<ResetPasswordForm onBack={() => {}} onLogin={() => (backToLogin = true)} />);
    await user.type(screen.getByLabelText("Email"), "zora@example.edu");
    await user.click(screen.getByRole("button", { name: "Send reset code" }));
    await user.type(await screen.findByLabelText("Reset Code"), "12345");
    await user.type(screen.getByLabelText("New Password"), "short");
    await user.type(screen.getByLabelText("Confirm Password"), "different");
    expect(await screen.findByText("Enter the 6-digit code from the e-mail")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Reset Code"), "6");
    await user.clear(screen.getByLabelText("New Password"));
    await user.type(screen.getByLabelText("New Password"), "a new password");
    await user.clear(screen.getByLabelText("Confirm Password"));
    await user.type(screen.getByLabelText("Confirm Password"), "a new password");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByRole("button", { name: "Resetting..." })).toBeDisabled();
    expect(calls.at(-1)?.body).toEqual({ email: "zora@example.edu", code: "123456", newPassword: "a new password" });
    finish(jsonResponse({ message: "ok" }));
    expect(await screen.findByText("Password Reset")).toBeInTheDocument();
    expect(screen.getByText("Your password has been reset successfully! You can now log in with your new password.")).toBeInTheDocument();
    expect(backToLogin).toBe(true);
  });

  it("when the code is wrong, then Reset Failed shows the server's message", async () => {
    stubApi({
      "POST /api/auth/reset-password/request": () => jsonResponse({ message: "sent" }, 202),
      "POST /api/auth/reset-password": () => jsonResponse({ message: "That reset code is invalid or has expired. Please request a new one." }, 400),
    });
    const { user } = renderWithProviders(<ResetPasswordForm onBack={() => {}} onLogin={() => {}} />);
    await user.type(screen.getByLabelText("Email"), "zora@example.edu");
    await user.click(screen.getByRole("button", { name: "Send reset code" }));
    await user.type(await screen.findByLabelText("Reset Code"), "000000");
    await user.type(screen.getByLabelText("New Password"), "a new password");
    await user.type(screen.getByLabelText("Confirm Password"), "a new password");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Reset Failed")).toBeInTheDocument();
    expect(screen.getByText("That reset code is invalid or has expired. Please request a new one.")).toBeInTheDocument();
  });
});
