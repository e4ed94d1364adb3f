import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { buildCurrentUser } from "@/testing/build-member";
import { NAV_LINKS, TopNav, visibleNavLinks } from "./top-nav";

function renderNav(path = "/") {
  const location = memoryLocation({ path, record: true });
  const onLogout = vi.fn();
  render(
    <Router hook={location.hook}>
      <TopNav user={buildCurrentUser({ firstName: "Grace", lastName: "King" })} onLogout={onLogout} loggingOut={false} />
    </Router>,
  );
  return { location, onLogout };
}

describe("TopNav", () => {
  it("when the phone menu opens, then it lists every page, marks the current one, and folds away after a link is followed", async () => {
    const user = userEvent.setup();
    const { location } = renderNav("/browse");
    const menuButton = screen.getByRole("button", { name: "Menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(menu).getAllByRole("link").map((link) => link.textContent)).toEqual(visibleNavLinks({ isStaff: false }).map((link) => link.label));
    expect(within(menu).getByRole("link", { name: "Browse" })).toHaveAttribute("aria-current", "page");
    await user.click(within(menu).getByRole("link", { name: "Directory" }));
    expect(location.history.at(-1)).toBe("/directory");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
  });

  it("when the menu is open, then Log out is in it and Escape folds it, back on the Menu button", async () => {
    const user = userEvent.setup();
    const { onLogout } = renderNav();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    await user.click(within(menu.parentElement!).getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalled();
    within(menu).getByRole("link", { name: "Profile" }).focus();
    // The badge names the chapter in the menu (beside seven pages the bar has no room for it).
    expect(screen.getAllByText("Student · Alpha Chapter")).toHaveLength(1);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveFocus();
  });

  it("when a link is for staff only, then only staff see it", () => {
    const links = [...NAV_LINKS, { href: "/staff-only", label: "Staff", staffOnly: true }];
    expect(visibleNavLinks({ isStaff: false }, links).map((link) => link.label)).not.toContain("Staff");
    expect(visibleNavLinks({ isStaff: true }, links).map((link) => link.label)).toContain("Staff");
  });

  it("when the member approves others, then Members is theirs: advisors and staff, not students", () => {
    const labels = (user: { isStaff: boolean; userType: string }) => visibleNavLinks(user).map((link) => link.label);
    expect(labels({ isStaff: false, userType: "student" })).not.toContain("Members");
    expect(labels({ isStaff: false, userType: "advisor" })).toContain("Members");
    expect(labels({ isStaff: true, userType: "student" })).toEqual(expect.arrayContaining(["Review", "Members"]));
    expect(NAV_LINKS.at(-1)?.href).toBe("/members");
  });

  it("when the menu is open, then focus moves into it, Tab cycles inside it with the Menu button, and Escape returns to Menu", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Router hook={memoryLocation({ path: "/" }).hook}>
          <TopNav user={buildCurrentUser()} onLogout={() => {}} loggingOut={false} />
        </Router>
        <a href="#behind">A link on the page behind</a>
      </>,
    );
    const menuButton = screen.getByRole("button", { name: "Menu" });
    await user.click(menuButton);
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Dashboard" })).toHaveFocus();
    const stops = within(menu).getAllByRole("link").length + 1; // the links, then Log out
    for (let press = 0; press < stops; press += 1) await user.tab();
    expect(menuButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(menu.parentElement!).getByRole("button", { name: "Log out" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "A link on the page behind" })).not.toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("when the avatar's menu opens, then it names the member with the badge, offers Profile and Log out, and Escape returns to the avatar", async () => {
    const user = userEvent.setup();
    const { location, onLogout } = renderNav("/browse");
    const avatar = screen.getByRole("button", { name: "Your account: Grace King" });
    expect(avatar).toHaveAttribute("aria-expanded", "false");
    await user.click(avatar);
    expect(avatar).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("dialog", { name: "Grace King" });
    expect(within(menu).getByText("Student · Alpha Chapter")).toBeInTheDocument();
    // Focus goes in, to the first thing to do there.
    await waitFor(() => expect(within(menu).getByRole("link", { name: "Profile" })).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Grace King" })).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();

    // From the keyboard: Enter opens it, Tab reaches Log out.
    await user.keyboard("{Enter}");
    const again = await screen.findByRole("dialog", { name: "Grace King" });
    await waitFor(() => expect(within(again).getByRole("link", { name: "Profile" })).toHaveFocus());
    await user.tab();
    expect(within(again).getByRole("button", { name: "Log out" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onLogout).toHaveBeenCalledTimes(1);

    // Profile goes to the page and the menu closes.
    await user.click(within(again).getByRole("link", { name: "Profile" }));
    expect(location.history.at(-1)).toBe("/profile");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Grace King" })).not.toBeInTheDocument());
  });
});
