import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Agenda, AgendaItem } from "@shared/types";
import { setClock } from "@/lib/clock";
import { buildConvention } from "@/testing/build-convention";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { AgendaPage } from "./agenda";

const convention = buildConvention();
const sundayEvening = { id: 1, name: "Sunday Evening", startsAt: "2026-03-29T23:30:00.000Z", endsAt: "2026-03-30T00:30:00.000Z" };
const mondayMorning = { id: 2, name: "Monday Morning", startsAt: "2026-03-30T14:00:00.000Z", endsAt: "2026-03-30T15:00:00.000Z" };
const mondayLate = { id: 3, name: "Monday Late", startsAt: "2026-03-30T16:00:00.000Z", endsAt: "2026-03-30T17:00:00.000Z" };

function item(id: number, title: string, overrides: Partial<AgendaItem> = {}): AgendaItem {
  return {
    roundtable: buildRoundtable({ id, title, organizerId: 900 + id, organizer: { firstName: "Olive", lastName: `Organizer${id}`, profileImageUrl: null, chapterId: 1, chapter: "Tulane", chapterColor: null } }),
    status: "joined",
    waitlistPosition: null,
    session: sundayEvening,
    room: { id: 10 + id, name: `Bayou Room ${id}` },
    tablemates: [],
    feedbackDue: false,
    ...overrides,
  };
}

const agenda = (items: AgendaItem[]): Agenda => ({ convention, items });

const ITEMS = [
  item(1, "Reading Faulkner Aloud", {
    tablemates: [
      { id: 901, firstName: "Olive", lastName: "Organizer1", chapter: "Tulane" },
      { id: 55, firstName: "Nina", lastName: "Neighbor", chapter: "Loyola" },
    ],
  }),
  item(2, "Gothic Kitchens", { session: mondayMorning, status: "waitlisted", waitlistPosition: 2 }),
  item(3, "My Own Table", { session: mondayLate, status: "organizer" }),
  item(4, "Still a Proposal", { session: null, room: null }),
];

describe("AgendaPage", () => {
  it("when the agenda loads, then a skeleton holds its place; an empty agenda points to Browse", async () => {
    let finish: (response: Response) => void = () => {};
    stubApi({ "GET /api/user/agenda": () => new Promise<Response>((resolve) => (finish = resolve)) });
    renderWithProviders(<AgendaPage />);
    expect(screen.getByRole("heading", { level: 1, name: "My Convention" })).toBeInTheDocument();
    // The agenda's skeleton alone: the pass comes under the agenda once it has its height (no layout shift).
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByText(/your pass/i)).not.toBeInTheDocument();
    finish(jsonResponse(agenda([])));
    expect(await screen.findByRole("heading", { level: 2, name: "Nothing on your agenda yet" })).toBeInTheDocument();
    // This test serves no pass: the pass's own words for that come under the agenda.
    expect(await screen.findByText(/Your pass could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse roundtables" })).toHaveAttribute("href", "/browse");
  });

  it("when the convention is over and the agenda is empty, then it says so and points to Past Conventions, not to Browse", async () => {
    setClock("2026-04-05T15:00:00.000Z");
    stubApi({ "GET /api/user/agenda": () => jsonResponse(agenda([])) });
    renderWithProviders(<AgendaPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "The 2026 International English Convention is over" })).toBeInTheDocument();
    expect(screen.getByText(/Staff are preparing the 2027 convention/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Past Conventions" })).toHaveAttribute("href", "/conventions");
    expect(screen.queryByRole("link", { name: "Browse roundtables" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Join roundtables/)).not.toBeInTheDocument();
  });

  it("when the convention is over and the member sat at roundtables, then the agenda still lists them by day", async () => {
    setClock("2026-04-05T15:00:00.000Z");
    stubApi({ "GET /api/user/agenda": () => jsonResponse(agenda(ITEMS.slice(0, 1))) });
    renderWithProviders(<AgendaPage />);
    expect(await screen.findByRole("region", { name: "Sunday, March 29" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /is over/ })).not.toBeInTheDocument();
  });

  it("when the member has roundtables, then they come by day with time, room, organizer, tablemates and status", async () => {
    stubApi({ "GET /api/user/agenda": () => jsonResponse(agenda(ITEMS)) });
    renderWithProviders(<AgendaPage />);
    const sunday = await screen.findByRole("region", { name: "Sunday, March 29" });
    const faulkner = within(sunday).getByRole("article");
    expect(within(faulkner).getByRole("link", { name: "Reading Faulkner Aloud" })).toHaveAttribute("href", "/roundtables/1");
    expect(faulkner).toHaveTextContent("6:30 – 7:30 PM CDT");
    expect(faulkner).toHaveTextContent("Sunday Evening");
    expect(faulkner).toHaveTextContent("Bayou Room 1");
    expect(faulkner).toHaveTextContent("Organized by Olive Organizer1");
    // The organizer is named once; the tablemates are the others, with their chapters.
    expect(faulkner).toHaveTextContent("Tablemates: Nina Neighbor (Loyola)");
    expect(faulkner).toHaveTextContent("Seated");
    const monday = screen.getByRole("region", { name: "Monday, March 30" });
    const [waiting, own] = within(monday).getAllByRole("article");
    expect(waiting).toHaveTextContent("Waitlist · #2 in line");
    expect(own).toHaveTextContent("You organize this roundtable");
    expect(own).toHaveTextContent("Organizer");
    const later = screen.getByRole("region", { name: "Not on the program yet" });
    expect(later).toHaveTextContent("Time to be announced");
    // A month before the convention: no Now and Next.
    expect(screen.queryByRole("region", { name: "Now" })).not.toBeInTheDocument();
  });

  it("when a session they were checked in at has ended and they have not rated it, then its card asks them to rate it, once, linking to its form", async () => {
    stubApi({
      "GET /api/user/agenda": () => jsonResponse(agenda([item(1, "Reading Faulkner Aloud", { feedbackDue: true }), item(5, "Already Rated", { session: mondayMorning })])),
    });
    renderWithProviders(<AgendaPage />);
    const rate = await screen.findByRole("link", { name: "Rate it: Reading Faulkner Aloud" });
    expect(rate).toHaveAttribute("href", "/roundtables/1#feedback");
    expect(screen.getAllByRole("link", { name: /^Rate it/ })).toHaveLength(1);
  });

  it("when the convention is under way, then Now and Next lead: the seat under way and the next one (a place in line is neither)", async () => {
    // Monday 9:30 in New Orleans: Monday Morning is under way, but the member only waits there.
    setClock("2026-03-30T14:30:00.000Z");
    stubApi({ "GET /api/user/agenda": () => jsonResponse(agenda(ITEMS)) });
    renderWithProviders(<AgendaPage />);
    const current = await screen.findByRole("region", { name: "Now" });
    expect(current).toHaveTextContent("Nothing right now.");
    const next = screen.getByRole("region", { name: "Next" });
    expect(within(next).getByRole("link", { name: "My Own Table" })).toBeInTheDocument();
    expect(within(next).queryByText("Gothic Kitchens")).not.toBeInTheDocument();
  });

  it("when a session is under way, then its seat is Now", async () => {
    setClock("2026-03-29T23:45:00.000Z");
    stubApi({ "GET /api/user/agenda": () => jsonResponse(agenda(ITEMS)) });
    renderWithProviders(<AgendaPage />);
    const current = await screen.findByRole("region", { name: "Now" });
    expect(within(current).getByRole("link", { name: "Reading Faulkner Aloud" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Next" })).getByRole("link", { name: "My Own Table" })).toBeInTheDocument();
  });
});
