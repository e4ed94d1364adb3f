import { act, screen, waitFor } from "@testing-library/react";
import { showCarriedToast } from "@/components/ui/use-toast";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { LoginForm } from "./login-form";

const noop = () => {};

describe("LoginForm", () => {
  it("when fields are invalid, then the messages show and nothing is sent", async () => {
    const { calls } = stubApi({});
    const { user } = renderWithProviders(<LoginForm onBack={noop} onRegister={noop} onForgotPassword={noop} onSignedIn={noop} />);
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("when signing in, then it says Signing In... and then Login Successful!", async () => {
    let finish: (response: Response) => void = noop;
    const { calls } = stubApi({ "POST /api/auth/login": () => new Promise<Response>((resolve) => (finish = resolve)) });
    let signedIn = false;
    const { user } = renderWithProviders(
      <LoginForm onBack={noop} onRegister={noop} onForgotPassword={noop} onSignedIn={() => (signedIn = true)} />,
    );
    await user.type(screen.getByLabelText("Email"), "Zora@Example.edu");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("button", { name: "Signing In..." })).toBeDisabled();
    expect(calls[0]?.body).toEqual({ email: "zora@example.edu", password: "secret" });
    finish(jsonResponse({ id: 1 }));
    await waitFor(() => expect(signedIn).toBe(true));
    act(() => showCarriedToast());
    expect(await screen.findByText("Login Successful!")).toBeInTheDocument();
    expect(screen.getByText("Welcome back!")).toBeInTheDocument();
  });

  it("when the credentials are wrong, then Login Failed shows the server's message", async () => {
    stubApi({ "POST /api/auth/login": () => jsonResponse({ message: "Invalid email or password", code: "invalid_credentials" }, 401) });
    const { user } = renderWithProviders(<LoginForm onBack={noop} onRegister={noop} onForgotPassword={noop} onSignedIn={noop} />);
    await user.type(screen.getByLabelText("Email"), "zora@example.edu");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid email or password")).toBeInTheDocument();
  });

  it("when a suspended member signs in, then the server's message stays on the form beside the toast", async () => {
    const message = "Your membership is suspended: Shared the directory outside the societies. Write to the convention staff.";
    stubApi({ "POST /api/auth/login": () => jsonResponse({ message }, 403) });
    const { user } = renderWithProviders(<LoginForm onBack={noop} onRegister={noop} onForgotPassword={noop} onSignedIn={noop} />);
    await user.type(screen.getByLabelText("Email"), "zora@example.edu");
    await user.type(screen.getByLabelText("Password"), "secret password");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByText("Login Failed")).toBeInTheDocument();
  });
});
