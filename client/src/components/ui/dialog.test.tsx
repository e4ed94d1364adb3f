import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { Button } from "./button";
import { Dialog, DialogContent, DialogTitle } from "./dialog";
import { toast } from "./use-toast";

function Opener({ focusDialogOnOpen }: { focusDialogOnOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New Roundtable</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined} focusDialogOnOpen={focusDialogOnOpen}>
          <DialogTitle>Create New Roundtable</DialogTitle>
          <input aria-label="Title" />
          <Button onClick={() => toast({ title: "Saved" })}>Save</Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("DialogContent", () => {
  it("when closed with Escape, then focus goes back to the button that opened it", async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole("button", { name: "New Roundtable" }));
    expect(await screen.findByRole("dialog", { name: "Create New Roundtable" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "New Roundtable" })).toHaveFocus());
  });

  it("when a toast is showing over it, then one Escape closes the dialog", async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole("button", { name: "New Roundtable" }));
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("when asked to focus the dialog on open, then no field takes focus (no phone keyboard)", async () => {
    const { user } = renderWithProviders(<Opener focusDialogOnOpen />);
    await user.click(screen.getByRole("button", { name: "New Roundtable" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveFocus();
    expect(screen.getByLabelText("Title")).not.toHaveFocus();
  });
});
