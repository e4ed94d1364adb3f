import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { AuthPage } from "./auth";
import { buildConvention } from "@/testing/build-convention";

const convention = buildConvention({ name: "2026 International English Convention", city: "New Orleans" });

describe("the signed-out screen", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("when sent here from a member page (?next=), then the Log In form opens first and the tab says Log In", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention) });
    window.history.replaceState(null, "", "/?next=%2Fdirectory");
    renderWithProviders(<AuthPage />);
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
    expect(document.title).toBe("Log In · English Convention");
  });

  it("when next names another site, then it is ignored and the landing shows", () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention) });
    window.history.replaceState(null, "", "/?next=%2F%2Fevil.example");
    renderWithProviders(<AuthPage />);
    expect(screen.getByRole("button", { name: "Get Started" })).toBeInTheDocument();
    expect(document.title).toBe("English Convention");
  });

  it("when moving between modes, then each shows its form and Back returns to the landing", async () => {
    const { calls } = stubApi({ "GET /api/convention": () => jsonResponse(convention), "GET /api/chapters": () => jsonResponse([]) });
    const { user } = renderWithProviders(<AuthPage />);
    for (const point of ["Create Roundtables", "Discover and Join", "Build Networks"]) expect(screen.getByText(point)).toBeInTheDocument();
    expect(await screen.findByText("March 29 – April 1, 2026")).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/chapters")).toBe(false);

    await user.click(screen.getAllByRole("button", { name: "Log In" })[0]!);
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(await screen.findByRole("heading", { name: "Join English Convention Platform" })).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/chapters")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await user.click(screen.getByRole("button", { name: "Forgot your password?" }));
    expect(await screen.findByRole("heading", { name: "Reset Password" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("button", { name: "Get Started" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Join Now" }));
    expect(await screen.findByRole("heading", { name: "Join English Convention Platform" })).toBeInTheDocument();
  });

  it("when Log In or Get Started is chosen, then the focus moves into the form; registration has its own address, and Back leaves it", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention), "GET /api/chapters": () => jsonResponse([]) });
    const { user } = renderWithProviders(<AuthPage />);
    await user.click(screen.getAllByRole("button", { name: "Log In" })[0]!);
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    expect(await screen.findByRole("heading", { name: "Join English Convention Platform" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/register");
    await waitFor(() => expect(screen.getByLabelText("First Name")).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(window.location.pathname).toBe("/");
    expect(screen.getByRole("button", { name: "Get Started" })).toBeInTheDocument();
  });

  it("when opened at /register, then the registration form shows and the tab says Register", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention), "GET /api/chapters": () => jsonResponse([]) });
    window.history.replaceState(null, "", "/register");
    renderWithProviders(<AuthPage />);
    expect(await screen.findByRole("heading", { name: "Join English Convention Platform" })).toBeInTheDocument();
    expect(document.title).toBe("Register · English Convention");
  });

  it("when a password was reset, then the login form opens with the e-mail filled in and the password focused", async () => {
    stubApi({
      "GET /api/convention": () => jsonResponse(convention),
      "POST /api/auth/reset-password/request": () => jsonResponse({ message: "sent" }),
      "POST /api/auth/reset-password": () => jsonResponse({ message: "reset" }),
    });
    const { user } = renderWithProviders(<AuthPage initialMode="reset" />);
    await user.type(await screen.findByLabelText("Email"), "ada@example.edu");
    await user.click(screen.getByRole("button", { name: /Send/ }));
    await user.type(await screen.findByLabelText("Reset Code"), "123456");
    await user.type(screen.getByLabelText("New Password"), "a new password");
    await user.type(screen.getByLabelText("Confirm Password"), "a new password");
    await user.click(screen.getByRole("button", { name: /Reset Password/ }));
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.edu");
    await waitFor(() => expect(screen.getByLabelText("Password")).toHaveFocus());
  });
});
