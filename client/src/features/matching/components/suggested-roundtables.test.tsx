import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { SuggestedRoundtables } from "./suggested-roundtables";

const card = (roundtable: { id: number; title: string }) => <article aria-label={roundtable.title}>{roundtable.title}</article>;

describe("SuggestedRoundtables", () => {
  it("when the server suggests roundtables, then they show in its order with the top reason under each, asking for three", async () => {
    const { calls } = stubApi({
      "GET /api/roundtables/recommended": () =>
        jsonResponse([
          buildRoundtable({ id: 8, title: "Vampires", matchLevel: "high", matchReasons: ["You listed vampires as an interest", "2 seats left"] }),
          buildRoundtable({ id: 9, title: "Sonnets", matchLevel: "medium", matchReasons: ["You listed poetry as an interest"] }),
        ]),
    });
    renderWithProviders(<SuggestedRoundtables renderCard={card} />);
    const section = await screen.findByRole("region", { name: "Suggested for You" });
    expect(within(section).getAllByRole("article").map((item) => item.textContent)).toEqual(["Vampires", "Sonnets"]);
    expect(within(section).getByText("You listed vampires as an interest")).toBeInTheDocument();
    expect(within(section).getByText("You listed poetry as an interest")).toBeInTheDocument();
    expect(within(section).queryByText("2 seats left")).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(["/api/roundtables/recommended?limit=3"]);
  });

  it("when there is nothing worth suggesting, then the section is hidden", async () => {
    const { calls } = stubApi({ "GET /api/roundtables/recommended": () => jsonResponse([]) });
    const { container } = renderWithProviders(<SuggestedRoundtables renderCard={card} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    // One more turn for the answer to settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("region", { name: "Suggested for You" })).not.toBeInTheDocument();
    expect(container.querySelector("section")).toBeNull();
  });
});
