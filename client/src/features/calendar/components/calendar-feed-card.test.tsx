import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { CalendarFeedCard } from "./calendar-feed-card";

const OLD = "http://localhost/api/calendar/old-token.ics";
const NEW = "http://localhost/api/calendar/new-token.ics";

describe("CalendarFeedCard", () => {
  it("when the feed loads, then its URL shows and Copy link copies it with a toast", async () => {
    stubApi({ "GET /api/user/calendar": () => jsonResponse({ url: OLD }) });
    const { user } = renderWithProviders(<CalendarFeedCard />);
    expect(screen.getByTestId("calendar-feed-skeleton")).toBeInTheDocument();
    expect(await screen.findByLabelText("Your feed URL")).toHaveValue(OLD);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(OLD);
    expect(await screen.findByText("Link Copied")).toBeInTheDocument();
  });

  it("when the member asks for a new link, then a confirm warns the old one stops working; Cancel keeps it, confirming posts and shows the new URL", async () => {
    let url = OLD;
    const { calls } = stubApi({
      "GET /api/user/calendar": () => jsonResponse({ url }),
      "POST /api/user/calendar/reset": () => {
        url = NEW;
        return jsonResponse({ url });
      },
    });
    const { user } = renderWithProviders(<CalendarFeedCard />);
    await screen.findByDisplayValue(OLD);
    await user.click(screen.getByRole("button", { name: "Get a new link" }));
    expect(screen.getByRole("alertdialog", { name: "Get a new link?" })).toHaveTextContent("The old link stops working");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Get a new link" }));
    await user.click(screen.getByRole("button", { name: "Yes, get a new link" }));
    expect(await screen.findByText("New calendar link ready")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Your feed URL")).toHaveValue(NEW));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("when the reset fails, then the server's message is toasted and the old link stays", async () => {
    stubApi({
      "GET /api/user/calendar": () => jsonResponse({ url: OLD }),
      "POST /api/user/calendar/reset": () => jsonResponse({ message: "Please try again in a minute" }, 409),
    });
    const { user } = renderWithProviders(<CalendarFeedCard />);
    await screen.findByDisplayValue(OLD);
    await user.click(screen.getByRole("button", { name: "Get a new link" }));
    await user.click(screen.getByRole("button", { name: "Yes, get a new link" }));
    expect(await screen.findByText("Please try again in a minute")).toBeInTheDocument();
    expect(screen.getByLabelText("Your feed URL")).toHaveValue(OLD);
  });
});
