import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setClock } from "@/lib/clock";
import { buildConvention } from "@/testing/build-convention";
import { buildPlaced, buildSession, convention } from "@/testing/build-program";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderAsMember, stubApi } from "@/testing/render";
import { CreateRoundtableDialog } from "./create-roundtable-dialog";
import { RoundtableCard } from "./roundtable-card";

describe("Never offered what the server would refuse", () => {
  it("when a placed roundtable's session has started, then its card shows why instead of Join", async () => {
    setClock("2026-03-29T14:05:00Z");
    stubApi({ "GET /api/convention": () => jsonResponse(convention()) });
    const started = buildPlaced(buildSession(), { id: 11, name: "Bayou Room A" }, { title: "Haunted Houses" });
    renderAsMember(<RoundtableCard roundtable={started} onJoin={() => {}} />);
    expect(await screen.findByText("This roundtable has already started.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join Roundtable" })).not.toBeInTheDocument();
  });

  it("when the session is still ahead, then Join is offered", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention()) });
    renderAsMember(<RoundtableCard roundtable={buildRoundtable()} onJoin={() => {}} />);
    expect(await screen.findByRole("button", { name: "Join Roundtable" })).toBeEnabled();
  });

  it("when the call for proposals has closed, then the create dialog says why and has no form", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(buildConvention({ proposalsCloseAt: "2026-02-15T05:59:00.000Z" })) });
    renderAsMember(<CreateRoundtableDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole("heading", { name: "Proposals are closed" })).toBeInTheDocument();
    expect(screen.getByText("Proposals for the 2026 International English Convention closed on February 14, 2026.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Roundtable" })).not.toBeInTheDocument();
  });

  it("when the convention is over, then the create dialog says so", async () => {
    setClock("2026-11-28T12:00:00Z");
    stubApi({ "GET /api/convention": () => jsonResponse(buildConvention({ phase: "over" })) });
    renderAsMember(<CreateRoundtableDialog open onOpenChange={() => {}} />);
    expect(await screen.findByText("The 2026 International English Convention is over.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Title")).not.toBeInTheDocument();
  });
});
