import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { buildRoundtable } from "@/testing/build-roundtable";
import { RoundtableCard } from "./roundtable-card";
import { RoundtableDetailsDialog } from "./roundtable-details-dialog";
import { buildConvention } from "@/testing/build-convention";

const convention = buildConvention({ name: "C", city: "New Orleans" });
const waiting = buildRoundtable({ participantCount: 5, maxParticipants: 5, waitlistCount: 3, isWaitlisted: true, waitlistPosition: 2 });

describe("the member's waitlist place", () => {
  it("when the member waits second in line, then the card says You're #2 on the waitlist", () => {
    renderWithProviders(<RoundtableCard roundtable={waiting} />);
    expect(screen.getByText("You're #2 on the waitlist")).toBeInTheDocument();
    expect(screen.getByText("Waitlist")).toBeInTheDocument();
  });

  it("when the member is not waiting, then the card shows no place", () => {
    renderWithProviders(<RoundtableCard roundtable={buildRoundtable({ participantCount: 5, maxParticipants: 5, waitlistCount: 3 })} />);
    expect(screen.queryByText(/on the waitlist/)).not.toBeInTheDocument();
  });

  it("when the details of a roundtable the member waits for open, then they show the place too", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention) });
    renderWithProviders(<RoundtableDetailsDialog roundtable={{ ...waiting, waitlistPosition: 1 }} onOpenChange={() => {}} />);
    expect(await screen.findByRole("dialog", { name: waiting.title })).toBeInTheDocument();
    expect(screen.getByText("You're #1 on the waitlist")).toBeInTheDocument();
  });
});
