import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { CreateRoundtableDialog } from "./create-roundtable-dialog";

const me = { id: 1, firstName: "Anne", lastName: "Rice", email: "anne@example.edu" };

describe("CreateRoundtableDialog", () => {
  it("when submitted empty or too long, then the create form's messages show and nothing is sent", async () => {
    const { calls } = stubApi({ "GET /api/auth/user": () => jsonResponse(me) });
    const { user } = renderWithProviders(<CreateRoundtableDialog open onOpenChange={() => {}} />);
    await user.clear(screen.getByLabelText("Max Participants"));
    await user.type(screen.getByLabelText("Max Participants"), "6");
    await user.click(screen.getByRole("button", { name: "Create Roundtable" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(screen.getByText("Maximum 5 participants")).toBeInTheDocument();
    expect(screen.getByText("Tags are required - please add at least one tag to help others discover your roundtable")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), "x".repeat(101));
    expect(await screen.findByText("Title must be less than 100 characters")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Description"));
    await user.paste("x".repeat(1001));
    expect(await screen.findByText("Description must be less than 1000 characters")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Max Participants"));
    await user.type(screen.getByLabelText("Max Participants"), "0");
    expect(await screen.findByText("Minimum 1 participant")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("when created with invitees, then it posts the split tags, adds each invitee, counts them in the toast and names who was not added and why", async () => {
    let finishCreate: (response: Response) => void = () => {};
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/users/search": () =>
        jsonResponse([
          { id: 7, firstName: "Lestat", lastName: "Lioncourt", email: "lestat@example.edu", profileImageUrl: null, userType: "student", chapterId: 2 },
          { id: 8, firstName: "Louis", lastName: "Pointe", email: "louis@example.edu", profileImageUrl: null, userType: "student", chapterId: 2 },
        ]),
      "POST /api/roundtables": () => new Promise<Response>((resolve) => (finishCreate = resolve)),
      "POST /api/roundtables/42/participants/7": () => jsonResponse({ id: 1 }, 201),
      "POST /api/roundtables/42/participants/8": () => jsonResponse({ message: "This roundtable is full" }, 409),
    });
    let open = true;
    const { user } = renderWithProviders(<CreateRoundtableDialog open onOpenChange={(value) => (open = value)} />);
    await user.type(screen.getByLabelText("Title"), "Vampires");
    await user.type(screen.getByLabelText("Description"), "Reading Anne Rice.");
    await user.type(screen.getByLabelText("Tags"), " gothic, ,New Orleans ");
    await user.clear(screen.getByLabelText("Max Participants"));
    await user.type(screen.getByLabelText("Max Participants"), "2");
    await user.click(screen.getByRole("button", { name: /Invite Participants/ }));
    // The seats are said while choosing: two at the table, one is the organizer's.
    expect(screen.getByText("1 seat left for invitees of 1 (you take one).")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search members to invite"), "l");
    await user.click(await screen.findByRole("button", { name: "Invite Lestat Lioncourt" }));
    expect(screen.getByText("0 seats left for invitees of 1 (you take one).")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Invite Louis Pointe" }));
    expect(screen.getByText("Only 1 seat for invitees (you take one): 1 will not be added.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Invited members" }).children).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Create Roundtable" }));
    expect(await screen.findByRole("button", { name: "Creating..." })).toBeDisabled();
    expect(calls.find((call) => call.method === "POST" && call.url === "/api/roundtables")?.body).toEqual({
      title: "Vampires",
      description: "Reading Anne Rice.",
      targetAudience: "both",
      maxParticipants: 2,
      tags: ["gothic", "New Orleans"],
    });
    finishCreate(jsonResponse({ id: 42 }, 201));
    expect(await screen.findByText("Roundtable created successfully with 1 participant(s) invited!")).toBeInTheDocument();
    expect(screen.getByText("Not added: Louis Pointe (This roundtable is full).")).toBeInTheDocument();
    await waitFor(() => expect(open).toBe(false));
  });

  it("when creating fails, then the failure toast shows", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse(me), "POST /api/roundtables": () => jsonResponse({ message: "boom" }, 500) });
    const { user } = renderWithProviders(<CreateRoundtableDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText("Title"), "T");
    await user.type(screen.getByLabelText("Description"), "D");
    await user.type(screen.getByLabelText("Tags"), "t");
    await user.click(screen.getByRole("button", { name: "Create Roundtable" }));
    expect(await screen.findByText("Failed to create roundtable. Please try again.")).toBeInTheDocument();
  });

  it("when the server refuses a field (a tag over 60 characters), then its reason shows beside Tags, focused, not a generic toast", async () => {
    const reason = "Each tag must be at most 60 characters";
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "POST /api/roundtables": () => jsonResponse({ message: reason, errors: { "tags.0": [reason] } }, 400),
    });
    const { user } = renderWithProviders(<CreateRoundtableDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText("Title"), "Long tags");
    await user.type(screen.getByLabelText("Description"), "A tag too long.");
    await user.click(screen.getByLabelText("Tags"));
    await user.paste("y".repeat(61));
    // Toasts of earlier tests may still be listed: count the generic one before and after.
    const generic = () => screen.queryAllByText("Failed to create roundtable. Please try again.").length;
    const genericBefore = generic();
    await user.click(screen.getByRole("button", { name: "Create Roundtable" }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText("Tags")).toHaveAccessibleDescription(reason);
    await waitFor(() => expect(screen.getByLabelText("Tags")).toHaveFocus());
    expect(generic()).toBe(genericBefore);
  });
});
