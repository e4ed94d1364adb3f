import { act, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { showCarriedToast } from "@/components/ui/use-toast";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { RegisterForm } from "./register-form";

const chapters = [
  { id: 1, name: "Tulane University", region: "Southern", color: "#b5452b" },
  { id: 2, name: "Baylor University", region: "Southwestern", color: "#b07a12" },
];

function renderForm(onRegistered = () => {}) {
  return renderWithProviders(<RegisterForm onBack={() => {}} onLogin={() => {}} onRegistered={onRegistered} />);
}

/** Zora Hurston's name, e-mail, a valid password twice and the role: all but the chapter. */
async function fillNameEmailPasswordAndRole(user: UserEvent, role: "student" | "advisor") {
  await user.type(screen.getByLabelText("First Name"), "Zora");
  await user.type(screen.getByLabelText("Last Name"), "Hurston");
  await user.type(screen.getByLabelText("Email"), "zora@example.edu");
  await user.type(screen.getByLabelText("Password"), "longenough");
  await user.type(screen.getByLabelText("Confirm Password"), "longenough");
  await user.selectOptions(screen.getByLabelText("Role"), role);
}

describe("RegisterForm", () => {
  it("when fields are typed wrongly, then the sign-up messages show as you type", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    const { user } = renderForm();
    expect(screen.getByRole("heading", { name: "Join English Convention Platform" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Password"), "short");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Confirm Password"), "other");
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await user.type(screen.getByLabelText("First Name"), "A");
    await user.clear(screen.getByLabelText("First Name"));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
  });

  it("when submitted empty, then every required message shows and nothing is sent", async () => {
    const { calls } = stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    for (const message of ["First name is required", "Last name is required", "Please enter a valid email address", "Please select your role", "Please select your chapter"]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("when valid, then it sends the lists split, never the confirmation, and says Creating Account... while waiting", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({
      "GET /api/chapters": () => jsonResponse(chapters),
      "POST /api/auth/register": () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    let registered = false;
    const { user } = renderForm(() => (registered = true));
    await fillNameEmailPasswordAndRole(user, "advisor");
    expect(within(screen.getByLabelText("Role")).getByRole("option", { name: "Advisor/Faculty" })).toBeInTheDocument();
    await user.click(screen.getByLabelText("Chapter"));
    await user.type(screen.getByLabelText("Chapter"), "bay");
    await user.click(await screen.findByRole("option", { name: /Baylor University \(Southwestern\)/ }));
    await user.type(screen.getByLabelText("Interests"), " folklore, , Harlem Renaissance ");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      firstName: "Zora",
      lastName: "Hurston",
      email: "zora@example.edu",
      password: "longenough",
      userType: "advisor",
      chapterId: 2,
      interests: ["folklore", "Harlem Renaissance"],
      expertiseAreas: [],
      directoryVisibility: "members",
      shareEmail: false,
      acceptMessages: true,
    });
    finish(jsonResponse({ id: 1, firstName: "Zora" }, 201));
    await waitFor(() => expect(registered).toBe(true));
    // The app reloads at / and the next page's toaster shows the carried toast.
    act(() => showCarriedToast());
    expect(await screen.findByText("Registration Successful!")).toBeInTheDocument();
    expect(screen.getByText("Welcome to the English Convention platform!")).toBeInTheDocument();
    await waitFor(() => expect(registered).toBe(true));
  });

  it("when the server refuses, then Registration Failed shows its message", async () => {
    stubApi({
      "GET /api/chapters": () => jsonResponse(chapters),
      "POST /api/auth/register": () => jsonResponse({ message: "An account with this email already exists. Please log in instead." }, 409),
    });
    const { user } = renderForm();
    await fillNameEmailPasswordAndRole(user, "student");
    await user.click(screen.getByLabelText("Chapter"));
    await user.click(await screen.findByRole("option", { name: /Tulane/ }));
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration Failed")).toBeInTheDocument();
    expect(screen.getByText("An account with this email already exists. Please log in instead.")).toBeInTheDocument();
  });
});

describe("privacy choices at sign-up", () => {
  it("when the form opens, then the defaults are set (e-mail hidden) and each is explained in one sentence; changed choices are sent", async () => {
    const { calls } = stubApi({
      "GET /api/chapters": () => jsonResponse(chapters),
      "POST /api/auth/register": () => jsonResponse({ id: 1, firstName: "Zora" }, 201),
    });
    const { user } = renderForm();
    const privacy = screen.getByRole("region", { name: "Your privacy" });
    expect(within(privacy).getByRole("radio", { name: "All members" })).toBeChecked();
    expect(within(privacy).getByRole("group", { name: "Show me in the directory to" })).toHaveAccessibleDescription(
      /^All members can find you in the directory and searches unless you narrow it/,
    );
    const email = within(privacy).getByRole("switch", { name: "Show my e-mail address to other members" });
    const messages = within(privacy).getByRole("switch", { name: "Let members write to me through the app" });
    expect(email).toHaveAttribute("aria-checked", "false");
    expect(email).toHaveAccessibleDescription(/^Members see your e-mail address on your card/);
    expect(messages).toHaveAttribute("aria-checked", "true");
    expect(messages).toHaveAccessibleDescription(/^Members can send you a message through the app/);

    await fillNameEmailPasswordAndRole(user, "student");
    await user.click(screen.getByLabelText("Chapter"));
    await user.click(await screen.findByRole("option", { name: /Tulane/ }));
    await user.click(within(privacy).getByRole("radio", { name: "My chapter only" }));
    await user.click(email);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      directoryVisibility: "chapter",
      shareEmail: true,
      acceptMessages: true,
    }));
  });
});

describe("the chapter picker on the register form", () => {
  it("when chapters are loading, then it is disabled with Loading schools...", async () => {
    stubApi({ "GET /api/chapters": () => new Promise<Response>(() => {}) });
    renderForm();
    const picker = screen.getByLabelText("Chapter");
    expect(picker).toBeDisabled();
    expect(picker).toHaveAttribute("placeholder", "Loading schools...");
  });

  it("when the text matches nothing, then No schools found. shows; arrows and Enter choose", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    const { user } = renderForm();
    const picker = screen.getByLabelText("Chapter");
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.type(picker, "zzz");
    expect(await screen.findByText("No schools found.")).toBeInTheDocument();
    await user.clear(picker);
    await user.type(picker, "u");
    // The first ArrowDown lands on the first school, the next one on the second.
    await user.keyboard("{ArrowDown}{Enter}");
    expect(picker).toHaveValue("Tulane University (Southern)");
    await user.clear(picker);
    await user.type(picker, "u");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(picker).toHaveValue("Baylor University (Southwestern)");
  });
});
