import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "@shared/types";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

const chapters = [{ id: 4, name: "Rice University", region: "Southwestern", color: "#b07a12" }];
const member: PublicUser = {
  id: 7,
  email: "zora@example.edu",
  firstName: "Zora",
  lastName: "Hurston",
  userType: "student",
  chapterId: 4,
  interests: ["folklore"],
  expertiseAreas: [],
  profileImageUrl: null,
  chapter: "Rice University",
  chapterRegion: "Southwestern",
  chapterColor: "#b07a12",
  acceptMessages: true,
};

/** Opens the password form, types `current` and a new password twice, and presses Update Password. */
async function changePassword(current: string) {
  const { user } = renderWithProviders(<PasswordForm />);
  await user.click(screen.getByRole("button", { name: "Change Password" }));
  await user.type(screen.getByLabelText("Current Password"), current);
  await user.type(screen.getByLabelText("New Password"), "new password");
  await user.type(screen.getByLabelText("Confirm New Password"), "new password");
  await user.click(screen.getByRole("button", { name: "Update Password" }));
}

describe("ProfileForm", () => {
  it("when the profile is complete, then it is read-only until Edit Profile, and Cancel returns", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    const { user } = renderWithProviders(<ProfileForm user={member} />);
    expect(screen.getByRole("heading", { name: "My Profile" })).toBeInTheDocument();
    expect(await screen.findByText("Rice University (Southwestern)")).toBeInTheDocument();
    expect(screen.queryByLabelText("First Name *")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    expect(screen.getByLabelText("First Name *")).toHaveValue("Zora");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
  });

  it("when the e-mail is shown, then it may break only after a dot or before the @, never inside a word", () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    renderWithProviders(<ProfileForm user={{ ...member, email: "zora.neale.hurston@example.edu" }} />);
    const address = screen.getByText((_, node) => node?.tagName === "SPAN" && node.textContent === "zora.neale.hurston@example.edu");
    const pieces = Array.from(address.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent);
    expect(pieces).toEqual(["zora.", "neale.", "hurston", "@example.", "edu"]);
    expect(address.querySelectorAll("wbr")).toHaveLength(4);
  });

  it("when the profile misses a name, then it is titled Complete Your Profile and editable at once", () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    renderWithProviders(<ProfileForm user={{ ...member, lastName: "" }} />);
    expect(screen.getByRole("heading", { name: "Complete Your Profile" })).toBeInTheDocument();
    expect(screen.getByLabelText("Last Name *")).toBeInTheDocument();
  });

  it("when fields break the rules, then the Profile messages show", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    const { user } = renderWithProviders(<ProfileForm user={member} />);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.clear(screen.getByLabelText("First Name *"));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Last Name *"), "x".repeat(50));
    expect(await screen.findByText("Last name must be less than 50 characters")).toBeInTheDocument();
  });

  it("when saved, then it says Saving..., sends the lists split and shows Profile updated successfully!", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({
      "GET /api/chapters": () => jsonResponse(chapters),
      "PUT /api/auth/user": () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const { user } = renderWithProviders(<ProfileForm user={member} />);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.type(screen.getByLabelText("Expertise Areas"), "Toni Morrison,  rhetoric ,");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      firstName: "Zora",
      lastName: "Hurston",
      userType: "student",
      chapterId: 4,
      interests: ["folklore"],
      expertiseAreas: ["Toni Morrison", "rhetoric"],
    });
    finish(jsonResponse({ ...member, expertiseAreas: ["Toni Morrison", "rhetoric"] }));
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
  });

  it("when saving fails, then Error / Failed to update profile. Please try again. shows", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters), "PUT /api/auth/user": () => jsonResponse({ message: "boom" }, 500) });
    const { user } = renderWithProviders(<ProfileForm user={member} />);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Failed to update profile. Please try again.")).toBeInTheDocument();
  });
});

describe("ProfileForm and a change waiting for approval", () => {
  const withAdvisors = [...chapters, { id: 9, name: "Tulane University", region: "Southern", color: "#b5452b" }];

  it("when the member has a pending change, then the profile says Change waiting for approval, naming it", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(withAdvisors) });
    renderWithProviders(<ProfileForm user={{ ...member, pendingChange: { chapterId: 9, userType: "advisor" } }} />);
    expect(screen.getByText("Change waiting for approval")).toBeInTheDocument();
    expect(await screen.findByText(/Requested: Tulane University \(Southern\), Advisor\./)).toBeInTheDocument();
    // The current chapter and role still show as the profile's own.
    expect(screen.getByText("Rice University (Southwestern)")).toBeInTheDocument();
  });

  it("when a save answers with a pending change, then the toast says it waits for approval", async () => {
    stubApi({
      "GET /api/chapters": () => jsonResponse(withAdvisors),
      "PUT /api/auth/user": () => jsonResponse({ ...member, pendingChange: { chapterId: 4, userType: "advisor" } }),
    });
    const { user } = renderWithProviders(<ProfileForm user={member} />);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.selectOptions(screen.getByLabelText("Role *"), "advisor");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Your new chapter or role is waiting for approval.")).toBeInTheDocument();
  });

  it("when nothing waits, then no such notice shows", () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    renderWithProviders(<ProfileForm user={{ ...member, pendingChange: null }} />);
    expect(screen.queryByText("Change waiting for approval")).not.toBeInTheDocument();
  });
});

describe("PasswordForm", () => {
  it("when opened and submitted wrongly, then the messages show; Cancel hides and clears it", async () => {
    stubApi({});
    const { user } = renderWithProviders(<PasswordForm />);
    expect(screen.queryByLabelText("Current Password")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await user.type(screen.getByLabelText("New Password"), "short");
    await user.type(screen.getByLabelText("Confirm New Password"), "other");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("Current password is required")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(screen.getByLabelText("New Password")).toHaveValue("");
  });

  it("when updated, then Updating... then the success toast, and the form hides", async () => {
    let finish: (response: Response) => void = () => {};
    stubApi({ "POST /api/auth/update-password": () => new Promise<Response>((resolve) => (finish = resolve)) });
    await changePassword("old password");
    expect(await screen.findByRole("button", { name: "Updating..." })).toBeDisabled();
    finish(jsonResponse({ message: "Your password has been updated successfully!" }));
    expect(await screen.findByText("Your password has been updated successfully!")).toBeInTheDocument();
    expect(screen.queryByLabelText("Current Password")).not.toBeInTheDocument();
  });

  it("when the current password is wrong, then the server's message shows", async () => {
    stubApi({ "POST /api/auth/update-password": () => jsonResponse({ message: "Current password is incorrect" }, 400) });
    await changePassword("wrong one");
    expect(await screen.findByText("Current password is incorrect")).toBeInTheDocument();
  });

  it("when the server names the current password as the field, then its reason shows on that field, which takes the focus", async () => {
    const reason = "Current password is incorrect";
    stubApi({ "POST /api/auth/update-password": () => jsonResponse({ message: reason, errors: { currentPassword: [reason] } }, 400) });
    await changePassword("wrong one");
    const field = screen.getByLabelText("Current Password");
    await waitFor(() => expect(field).toHaveAccessibleDescription(reason));
    expect(field).toHaveFocus();
  });
});
