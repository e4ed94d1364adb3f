import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { buildSession, convention } from "@/testing/build-program";
import { PreferredSessionField } from "./preferred-session-field";

const sessions = [
  buildSession(),
  buildSession({ id: 2, name: "Monday Afternoon Roundtables", startsAt: "2026-03-30T19:00:00.000Z", endsAt: "2026-03-30T20:30:00.000Z" }),
];

function Harness({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <PreferredSessionField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("PreferredSessionField", () => {
  it("when sessions load, then No preference comes first, each session reads day, name and local time, and a choice reports its id", async () => {
    stubApi({ "GET /api/program/sessions": () => jsonResponse(sessions), "GET /api/convention": () => jsonResponse(convention()) });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const select = screen.getByLabelText("Preferred session");
    expect(select).toBeDisabled();
    await waitFor(() => expect(select).toBeEnabled());
    // Intl puts thin and narrow spaces around the times.
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text.replace(/\s+/g, " "))).toEqual([
      "No preference",
      "Sun, Mar 29 · Sunday Morning Roundtables (9:00 – 10:30 AM CDT)",
      "Mon, Mar 30 · Monday Afternoon Roundtables (2:00 – 3:30 PM CDT)",
    ]);
    await user.selectOptions(select, "2");
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.selectOptions(select, "");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
