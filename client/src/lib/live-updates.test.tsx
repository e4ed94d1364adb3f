import { useQuery } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Roundtable } from "@shared/types";
import { buildRoundtable } from "@/testing/build-roundtable";
import { renderWithProviders } from "@/testing/render";
import { createQueryClient } from "./query-client";
import { startLiveUpdates, useLiveUpdates } from "./live-updates";

/** The browser's EventSource as the server would drive it: the test sends the events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = 2;
  }
  send(event: string, data: unknown, id: string) {
    act(() => void this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data), lastEventId: id })));
  }
}
const createSource = (url: string) => new FakeEventSource(url) as unknown as EventSource;

const detailKey = (id: number) => ["/api/roundtables", "detail", id];
const listKey = ["/api/roundtables", "list", { query: "" }];

afterEach(() => {
  FakeEventSource.opened = [];
});

describe("live updates", () => {
  it("when a seats event comes, then the roundtable's counts change in its page and in every list, and nothing else does", () => {
    const queryClient = createQueryClient();
    const other = buildRoundtable({ id: 8, participantCount: 1 });
    queryClient.setQueryData(detailKey(7), buildRoundtable({ id: 7, participantCount: 2 }));
    queryClient.setQueryData(listKey, { pages: [{ items: [buildRoundtable({ id: 7, participantCount: 2 }), other], total: 2 }], pageParams: [0] });
    queryClient.setQueryData(["/api/roundtables", "list", "program"], [buildRoundtable({ id: 7, participantCount: 2 })]);
    queryClient.setQueryData(["/api/user/participations"], [{ id: 1, roundtableId: 7, status: "joined", joinedAt: "2026-01-01T00:00:00.000Z", roundtable: buildRoundtable({ id: 7, participantCount: 2 }) }]);
    const stop = startLiveUpdates(queryClient, createSource);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(["/api/events"]);

    FakeEventSource.opened[0]!.send("seats", { roundtableId: 7, participantCount: 3, maxParticipants: 4 }, "41");
    expect(queryClient.getQueryData<Roundtable>(detailKey(7))).toMatchObject({ participantCount: 3, maxParticipants: 4 });
    const list = queryClient.getQueryData<{ pages: Array<{ items: Roundtable[] }> }>(listKey)!;
    expect(list.pages[0]!.items.map((item) => item.participantCount)).toEqual([3, 1]);
    expect(list.pages[0]!.items[1]).toBe(other);
    expect(queryClient.getQueryData<Roundtable[]>(["/api/roundtables", "list", "program"])![0]!.participantCount).toBe(3);
    expect(queryClient.getQueryData<Array<{ roundtable: Roundtable }>>(["/api/user/participations"])![0]!.roundtable.participantCount).toBe(3);
    // Its page reads again (how many wait); the lists read again only for a member waiting there.
    expect(queryClient.getQueryState(detailKey(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
    stop();
  });

  it("when a seat changes where the member waits, then their roundtable is read again for their place in line", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(detailKey(7), buildRoundtable({ id: 7, participantCount: 5, isWaitlisted: true, waitlistPosition: 2 }));
    queryClient.setQueryData(listKey, { pages: [{ items: [buildRoundtable({ id: 7, participantCount: 5, isWaitlisted: true })], total: 1 }], pageParams: [0] });
    queryClient.setQueryData(["/api/user/participations"], []);
    const stop = startLiveUpdates(queryClient, createSource);
    FakeEventSource.opened[0]!.send("seats", { roundtableId: 7, participantCount: 5, maxParticipants: 5 }, "42");
    expect(queryClient.getQueryState(["/api/user/participations"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    stop();
  });

  it("when the bell's count changes, then the bell shows it and reads its list again; a program change reads the program again", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(["/api/notifications"], { items: [], unreadCount: 0 });
    queryClient.setQueryData(detailKey(9), buildRoundtable({ id: 9 }));
    queryClient.setQueryData(["/api/program/sessions"], []);
    const stop = startLiveUpdates(queryClient, createSource);
    FakeEventSource.opened[0]!.send("notifications", { unreadCount: 2 }, "43");
    expect(queryClient.getQueryData(["/api/notifications"])).toEqual({ items: [], unreadCount: 2 });
    expect(queryClient.getQueryState(["/api/notifications"])?.isInvalidated).toBe(true);

    FakeEventSource.opened[0]!.send("program", { roundtableId: 9 }, "44");
    expect(queryClient.getQueryState(detailKey(9))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["/api/program/sessions"])?.isInvalidated).toBe(true);
    stop();
  });

  it("when a newer window takes the stream, then this one closes it and opens a new one where it left off once it is looked at again", () => {
    const queryClient = createQueryClient();
    const stop = startLiveUpdates(queryClient, createSource);
    const first = FakeEventSource.opened[0]!;
    first.send("seats", { roundtableId: 1, participantCount: 1, maxParticipants: 5 }, "50");
    first.send("superseded", { message: "Live updates continue in a newer window." }, "");
    expect(first.readyState).toBe(2);
    expect(FakeEventSource.opened).toHaveLength(1);

    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(["/api/events", "/api/events?lastEventId=50"]);
    stop();
    expect(FakeEventSource.opened[1]!.readyState).toBe(2);
  });

  it("when a page shows a roundtable, then its seat count changes on screen without a reload", async () => {
    const original = globalThis.EventSource;
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    // What the server holds: the page reads it again after the event, and finds the same count.
    let seated = 2;
    try {
      function Seats() {
        useLiveUpdates(true);
        const { data } = useQuery({ queryKey: detailKey(3), queryFn: () => buildRoundtable({ id: 3, participantCount: seated }) });
        return <p>{data ? `${data.participantCount} of ${data.maxParticipants} seats taken` : "Loading"}</p>;
      }
      renderWithProviders(<Seats />);
      expect(await screen.findByText("2 of 5 seats taken")).toBeInTheDocument();
      seated = 3;
      FakeEventSource.opened[0]!.send("seats", { roundtableId: 3, participantCount: 3, maxParticipants: 5 }, "60");
      expect(await screen.findByText("3 of 5 seats taken")).toBeInTheDocument();
    } finally {
      globalThis.EventSource = original;
    }
  });
});
