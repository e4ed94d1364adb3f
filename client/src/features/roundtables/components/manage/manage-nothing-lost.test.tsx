import { act, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Roundtable } from "@shared/types";
import { buildParticipant } from "@/testing/build-participant";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { useRoundtableDialogs } from "../roundtable-dialogs";
import { MyRoundtablesManageDialog } from "./my-roundtables-manage-dialog";
import { buildConvention } from "@/testing/build-convention";

const convention = buildConvention({ name: "C", city: "New Orleans" });
const organizer = { id: 1, firstName: "Edgar", lastName: "Poe", email: "edgar@example.edu", profileImageUrl: null, userType: "advisor" as const, chapterId: 1 };

const participant = (id: number, firstName: string, status: "joined" | "waitlisted") => buildParticipant(id, firstName, status, "2026-01-02T00:00:00.000Z");

const full = buildRoundtable({ id: 5, title: "The Raven", organizerId: 1, isOrganizer: true, isJoined: true, maxParticipants: 2, participantCount: 2, waitlistCount: 1 });
const seatedAndWaiting = [participant(1, "Edgar", "joined"), participant(2, "Annabel", "joined"), participant(3, "Lenore", "waitlisted")];

function stubManage(extra: Record<string, () => Response> = {}) {
  return stubApi({
    "GET /api/auth/user": () => jsonResponse({ ...organizer, chapter: null, interests: [], expertiseAreas: [] }),
    "GET /api/convention": () => jsonResponse(convention),
    "GET /api/roundtables/5/participants": () => jsonResponse(seatedAndWaiting),
    "GET /api/users": () => jsonResponse([{ ...organizer, id: 9, firstName: "Virginia", lastName: "Clemm", email: "v@example.edu", userType: "student" }]),
    ...extra,
  });
}

describe("Manage, nothing lost by one click", () => {
  it("when the roundtable is full, then Add is disabled with the reason beside it", async () => {
    stubManage();
    const { user } = renderWithProviders(<MyRoundtablesManageDialog roundtable={full} onOpenChange={() => {}} />);
    const note = await screen.findByText("This roundtable is full: remove a participant or raise max participants to add someone.");
    await user.type(screen.getByPlaceholderText("Search users by name or email..."), "vir");
    const add = await screen.findByRole("button", { name: "Add" });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(note.textContent!);
  });

  it("when a seated participant is removed while someone waits, then a confirm comes first; Cancel keeps them", async () => {
    const { calls } = stubManage({ "DELETE /api/roundtables/5/participants/2": () => jsonResponse({ message: "Removed" }) });
    const { user } = renderWithProviders(<MyRoundtablesManageDialog roundtable={full} onOpenChange={() => {}} />);
    await user.click(await screen.findByRole("button", { name: "Remove Annabel Reader" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Annabel Reader?" });
    expect(within(confirm).getByText(/seat goes to the next member in line/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Remove Annabel Reader?" })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Remove Annabel Reader" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Remove Annabel Reader?" })).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Participant removed successfully.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual(["/api/roundtables/5/participants/2"]);
  });

  it("when a waiting member is removed, then no confirm: nobody's seat changes hands", async () => {
    const { calls } = stubManage({ "DELETE /api/roundtables/5/participants/3": () => jsonResponse({ message: "Removed" }) });
    const { user } = renderWithProviders(<MyRoundtablesManageDialog roundtable={full} onOpenChange={() => {}} />);
    await user.click(await screen.findByRole("button", { name: "Remove Lenore Reader" }));
    expect(await screen.findByText("Participant removed successfully.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
  });

  it("when an edit is saved, then Manage opens again with the new values", async () => {
    let current: Roundtable = { ...full, waitlistCount: 0 };
    stubManage({
      "PUT /api/roundtables/5": () => {
        current = { ...current, title: "The Raven, again" };
        return jsonResponse(current);
      },
    });
    // The page's list, as the refetch after a save brings it.
    let refresh: (list: Roundtable[]) => void = () => {};
    function Harness() {
      const [list, setList] = useState([current]);
      refresh = setList;
      const { dialogs, manage } = useRoundtableDialogs(MyRoundtablesManageDialog, list);
      return (
        <>
          <button onClick={() => manage(list[0]!)}>Open</button>
          {dialogs}
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(await screen.findByRole("button", { name: "Edit Details" }));
    const title = await screen.findByLabelText("Title *");
    await user.clear(title);
    await user.type(title, "The Raven, again");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Roundtable updated successfully!")).toBeInTheDocument();
    act(() => refresh([current]));
    expect(await screen.findByRole("heading", { name: "The Raven, again" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Details" })).toBeInTheDocument();
  });
});
