import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { YourDataCard } from "./your-data-card";

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

async function openDeleteDialog(routes: Parameters<typeof stubApi>[0], onDeleted = vi.fn()) {
  const stub = stubApi(routes);
  const rendered = renderWithProviders(<DeleteAccountDialog open onOpenChange={() => {}} onDeleted={onDeleted} />);
  return { ...stub, ...rendered, onDeleted, dialog: screen.getByRole("dialog", { name: "Delete your account?" }) };
}

describe("Your data", () => {
  it("when Download my data is clicked, then the export is fetched and handed to the browser as its file", async () => {
    const { calls } = stubApi({
      "GET /api/auth/user/export": () =>
        jsonResponse({ account: { id: 7 } }, 200, { "Content-Disposition": 'attachment; filename="english-convention-my-data.json"' }),
    });
    // jsdom makes no object URLs: the browser's part is stood in for.
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:export"), revokeObjectURL: vi.fn() });
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { user } = renderWithProviders(<YourDataCard />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Your data is downloading")).toBeInTheDocument();
    expect(calls).toEqual([{ method: "GET", url: "/api/auth/user/export", body: undefined }]);
    expect(clicked).toEqual([{ href: "blob:export", download: "english-convention-my-data.json" }]);
  });

  it("when the download is refused, then the server's message is toasted", async () => {
    stubApi({ "GET /api/auth/user/export": () => jsonResponse({ message: "Please wait a minute and try again." }, 429, { "Retry-After": "60" }) });
    const { user } = renderWithProviders(<YourDataCard />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Please wait a minute and try again.")).toBeInTheDocument();
  });

  it("when Delete my account is clicked, then the dialog says what happens to the member's roundtables and asks for the password", async () => {
    stubApi({});
    const { user } = renderWithProviders(<YourDataCard />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(dialog).toHaveTextContent("Each roundtable you organize passes to its earliest seated participant");
    expect(dialog).toHaveTextContent("a roundtable with nobody seated is deleted and its waitlist is told");
    expect(within(dialog).getByLabelText("Password")).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("when the password is wrong, then the server's message shows beside it and nothing else happens", async () => {
    const { user, dialog, onDeleted, calls } = await openDeleteDialog({
      "DELETE /api/auth/user": () => jsonResponse({ message: "Password is incorrect", errors: { password: ["Password is incorrect"] } }, 400),
    });
    await user.type(within(dialog).getByLabelText("Password"), "not my password");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Password is incorrect")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([{ method: "DELETE", url: "/api/auth/user", body: { password: "not my password" } }]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("when the member is the last staff member, then the server's refusal is toasted and the dialog stays", async () => {
    const message = "You are the last staff member. Make another member staff before deleting your account.";
    const { user, dialog, onDeleted } = await openDeleteDialog({ "DELETE /api/auth/user": () => jsonResponse({ message }, 409) });
    await user.type(within(dialog).getByLabelText("Password"), "reading is fundamental");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("when no password is typed, then it is asked for and nothing is sent", async () => {
    const { user, dialog, calls } = await openDeleteDialog({});
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Enter your password to delete your account")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("when deleted, then it says Deleting..., leaves a toast for the next page and goes to the sign-in page", async () => {
    let finish: (response: Response) => void = () => {};
    const { user, dialog, onDeleted } = await openDeleteDialog({ "DELETE /api/auth/user": () => new Promise<Response>((resolve) => (finish = resolve)) });
    await user.type(within(dialog).getByLabelText("Password"), "reading is fundamental");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("button", { name: "Deleting..." })).toBeDisabled();
    finish(new Response(null, { status: 204 }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem("ec.toast-after-reload")).toContain("Your account has been deleted");
  });
});
