import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { NotSelectedDialog } from "./not-selected-dialog";

describe("NotSelectedDialog", () => {
  it("when the note is empty, then it asks for one and sends nothing", async () => {
    const { calls } = stubApi({});
    const { user } = renderWithProviders(<NotSelectedDialog roundtable={buildRoundtable({ id: 4 })} onOpenChange={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Mark not selected" }));
    expect(screen.getByRole("alert")).toHaveTextContent("A short note for the organizer is required");
    expect(calls).toHaveLength(0);
  });

  it("when a note is given, then it posts the trimmed note, toasts and closes", async () => {
    const { calls } = stubApi({ "POST /api/staff/roundtables/4/not-selected": () => jsonResponse({}) });
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<NotSelectedDialog roundtable={buildRoundtable({ id: 4, title: "Haunted Houses" })} onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText("Note for the organizer"), "  Too many Poe tables this year.  ");
    await user.click(screen.getByRole("button", { name: "Mark not selected" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/staff/roundtables/4/not-selected", body: { note: "Too many Poe tables this year." } });
    expect(await screen.findByText("Marked not selected")).toBeInTheDocument();
  });

  it("when the server refuses, then its message is toasted", async () => {
    stubApi({ "POST /api/staff/roundtables/4/not-selected": () => jsonResponse({ message: "A placed roundtable must be taken off the program first" }, 409) });
    const { user } = renderWithProviders(<NotSelectedDialog roundtable={buildRoundtable({ id: 4 })} onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText("Note for the organizer"), "No room");
    await user.click(screen.getByRole("button", { name: "Mark not selected" }));
    expect(await screen.findByText("A placed roundtable must be taken off the program first")).toBeInTheDocument();
  });
});
