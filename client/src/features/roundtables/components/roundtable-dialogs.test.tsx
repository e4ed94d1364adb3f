import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { DeleteRoundtableDialog } from "./delete-roundtable-dialog";
import { EditRoundtableDialog } from "./edit-roundtable-dialog";
import { DashboardManageDialog } from "./manage/dashboard-manage-dialog";
import { MyRoundtablesManageDialog } from "./manage/my-roundtables-manage-dialog";
import { buildConvention } from "@/testing/build-convention";

const roundtable = buildRoundtable({
  id: 5,
  title: "The Raven",
  description: "One poem.",
  category: "Poetry & Creative Writing",
  maxParticipants: 4,
  tags: ["poetry"],
  organizerId: 1,
  scheduledDate: "2026-03-30T19:00:00.000Z",
  programStatus: "placed",
  organizer: { firstName: "Edgar", lastName: "Poe", profileImageUrl: null, chapterId: 1, chapter: "Tulane University", chapterColor: "#b5452b" },
  chapters: [],
  isOrganizer: true,
  isJoined: true,
});
const person = (id: number, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.edu`,
  profileImageUrl: null,
  userType: "student" as const,
  chapterId: 1,
});
const participants = [
  { id: 11, status: "joined", joinedAt: "2026-01-02T00:00:00.000Z", user: { ...person(1, "Edgar", "Poe"), userType: "advisor", chapter: "Tulane University" } },
  { id: 12, status: "joined", joinedAt: null, user: { ...person(2, "Annabel", "Lee"), chapter: "Tulane University" } },
];

describe("EditRoundtableDialog", () => {
  it("when a field breaks a rule, then the edit form's message shows; saving says Saving... and the success toast", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({ "PUT /api/roundtables/5": () => new Promise<Response>((resolve) => (finish = resolve)) });
    const { user } = renderWithProviders(<EditRoundtableDialog roundtable={roundtable} onOpenChange={() => {}} />);
    await user.clear(screen.getByLabelText("Title *"));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Category *"), "");
    expect(await screen.findByText("Category is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Title *"), "The Raven, again");
    await user.selectOptions(screen.getByLabelText("Category *"), "Gothic Literature");
    await user.clear(screen.getByLabelText("Tags (comma separated)"));
    await user.type(screen.getByLabelText("Tags (comma separated)"), "poe, , night");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      title: "The Raven, again",
      description: "One poem.",
      category: "Gothic Literature",
      targetAudience: "both",
      maxParticipants: 4,
      tags: ["poe", "night"],
      // No preferred session: null keeps it cleared.
      preferredSessionId: null,
    });
    finish(jsonResponse({ ...roundtable, title: "The Raven, again" }));
    expect(await screen.findByText("Roundtable updated successfully!")).toBeInTheDocument();
  });
});

describe("DeleteRoundtableDialog", () => {
  it("when Delete is pressed, then a confirm step comes first, then Deleting... and the toast", async () => {
    let finish: (response: Response) => void = () => {};
    stubApi({ "DELETE /api/roundtables/5": () => new Promise<Response>((resolve) => (finish = resolve)) });
    const { user } = renderWithProviders(<DeleteRoundtableDialog roundtable={roundtable} onOpenChange={() => {}} />);
    expect(screen.getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByText(/Are you sure/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Yes, delete it" }));
    expect(await screen.findByRole("button", { name: "Deleting..." })).toBeDisabled();
    finish(jsonResponse({ message: "Roundtable deleted" }));
    expect(await screen.findByText("Roundtable deleted successfully.")).toBeInTheDocument();
  });
});

describe("the Manage dialogs", () => {
  it("when searching to add, then Organizer and Already Added replace Add, and Adding... shows while adding", async () => {
    let finish: (response: Response) => void = () => {};
    stubApi({
      "GET /api/auth/user": () => jsonResponse({ ...person(1, "Edgar", "Poe") }),
      "GET /api/convention": () => jsonResponse(buildConvention({ name: "C", city: "New Orleans" })),
      "GET /api/roundtables/5/participants": () => jsonResponse(participants),
      "GET /api/users": () => jsonResponse([person(1, "Edgar", "Poe"), person(2, "Annabel", "Lee"), person(3, "Virginia", "Clemm")], 200, { "X-Total-Count": "3" }),
      "POST /api/roundtables/5/participants/3": () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const { user } = renderWithProviders(
      <DashboardManageDialog roundtable={roundtable} onOpenChange={() => {}} />,
    );
    expect(screen.getByRole("heading", { name: "Manage Roundtable" })).toBeInTheDocument();
    expect(await screen.findByText("Participants (2)")).toBeInTheDocument();
    expect(screen.getByText(/Monday, March 30, 2026 at 2:00 PM CDT/)).toBeInTheDocument();
    expect(screen.getByText(/Joined Unknown/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove Edgar Poe" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Annabel Lee" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Participant" }));
    await user.type(screen.getByPlaceholderText("Search users by name or email..."), "e");
    expect(await screen.findByRole("button", { name: "Organizer" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Already Added" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("button", { name: "Adding..." })).toBeDisabled();
    finish(jsonResponse({ id: 13 }, 201));
    expect(await screen.findByText("Participant added successfully.")).toBeInTheDocument();
  });

  it("when managed from My Roundtables, then the count of max, role badges, the waitlist and remove for all but me show; no match says No users found", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(person(1, "Edgar", "Poe")),
      "GET /api/convention": () => jsonResponse(buildConvention({ name: "C", city: "N" })),
      "GET /api/roundtables/5/participants": () =>
        jsonResponse([...participants, { id: 13, status: "waitlisted", joinedAt: "2026-01-03T00:00:00.000Z", user: { ...person(3, "Virginia", "Clemm"), chapter: null } }]),
      "GET /api/users": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    });
    const { user } = renderWithProviders(<MyRoundtablesManageDialog roundtable={roundtable} onOpenChange={() => {}} />);
    expect(await screen.findByText("Current Participants (2/4)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "The Raven" })).toBeInTheDocument();
    expect(screen.getByText("Advisor")).toBeInTheDocument();
    expect(screen.getAllByText("Student")).toHaveLength(2);
    expect(screen.getByText("Waitlist (1)")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove Edgar Poe" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Annabel Lee" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Virginia Clemm" })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText("Search users by name or email..."), "zzz");
    expect(await screen.findByText('No users found for "zzz"')).toBeInTheDocument();
  });
});
