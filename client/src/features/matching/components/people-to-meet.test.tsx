import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildMember } from "@/testing/build-member";
import { MemberCard } from "@/features/directory";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { PeopleToMeet } from "./people-to-meet";

describe("PeopleToMeet", () => {
  it("when members of other chapters share words, then each shows as a member card with Message and Connect and what you share", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(buildMember({ id: 1 })),
      "GET /api/users/suggested": () =>
        jsonResponse([
          { ...buildMember({ id: 7, firstName: "Clara", lastName: "Reeve", chapter: "Baylor University" }), reasons: ["Gothic novels", "Poems"] },
        ]),
    });
    renderWithProviders(<PeopleToMeet renderMember={(member) => <MemberCard member={member} />} />);
    const section = await screen.findByRole("region", { name: "People you might want to meet" });
    const card = within(section).getByRole("article", { name: "Clara Reeve" });
    expect(within(card).getByRole("link", { name: "Message Clara Reeve" })).toHaveAttribute("href", expect.stringMatching(/^mailto:member7@example\.edu\?/));
    expect(within(card).getByRole("button", { name: "Connect with Clara Reeve" })).toBeInTheDocument();
    expect(within(section).getByText("Gothic novels, Poems")).toBeInTheDocument();
  });

  it("when no one is suggested, then the section is hidden", async () => {
    const { calls } = stubApi({ "GET /api/users/suggested": () => jsonResponse([]) });
    renderWithProviders(<PeopleToMeet renderMember={() => null} />);
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(["/api/users/suggested?limit=3"]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("region", { name: "People you might want to meet" })).not.toBeInTheDocument();
  });
});
