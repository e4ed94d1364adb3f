import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "@shared/types";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ProfileForm } from "./profile-form";

const chapters = [{ id: 4, name: "Rice University", region: "Southwestern", color: "#b07a12" }];
const member: PublicUser = {
  id: 7, email: "zora@example.edu", firstName: "Zora", lastName: "Hurston", userType: "student", chapterId: 4, interests: [], expertiseAreas: [],
  profileImageUrl: null, acceptMessages: true, chapter: "Rice University", chapterRegion: "Southwestern", chapterColor: "#b07a12",
};

describe("ProfileForm refusals", () => {
  it("when the server refuses a role change with a reason, then the toast says that reason, not the generic text", async () => {
    const reason = 'Leave "First-year poets" first: it is for students only';
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters), "PUT /api/auth/user": () => jsonResponse({ message: reason }, 409) });
    const { user } = renderWithProviders(<ProfileForm user={member} />);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText("Failed to update profile. Please try again.")).not.toBeInTheDocument();
  });
});
