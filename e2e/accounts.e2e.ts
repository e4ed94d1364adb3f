import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { recordToasts, screenshot, toast, trackedPagesForFile } from "./support/browser";
import { DESKTOP, expectNoSidewaysScroll, PHONE } from "./support/layout";
import { createMember, latestMailTo, uniqueEmail } from "./support/members";

const pages = trackedPagesForFile();

async function fresh() {
  return (await pages.open()).page;
}

describe("accounts", () => {
  it("registers through the form, lands on Confirm your e-mail, logs out and logs back in", async () => {
    const page = await fresh();
    const email = uniqueEmail("zora");
    await page.goto("/");
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.getByRole("heading", { name: "Join English Convention Platform" }).waitFor();
    await page.getByLabel("First Name").fill("Zora");
    await page.getByLabel("Last Name").fill("Hurston");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("their eyes were watching");
    await page.getByLabel("Confirm Password").fill("their eyes were watching");
    await page.getByLabel("Role").selectOption("student");
    await page.getByLabel("Chapter", { exact: true }).click();
    await page.getByLabel("Chapter", { exact: true }).fill("Tulane");
    await page.getByRole("option", { name: /Tulane University/ }).click();
    await page.getByLabel("Interests").fill("folklore, Harlem Renaissance");
    await screenshot(page, "register-filled");
    await page.getByRole("button", { name: "Create Account" }).click();
    await toast(page, "Registration Successful!").waitFor();
    // A new account proves its address first (the whole way in: membership.e2e.ts).
    await page.getByRole("heading", { name: "Confirm your e-mail" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    await screenshot(page, "confirm-after-register");

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Get Started" }).waitFor();

    await page.getByRole("button", { name: "Log In" }).first().click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Log In" }).click();
    await toast(page, "Login Failed").waitFor();

    await page.getByLabel("Password").fill("their eyes were watching");
    await page.getByRole("button", { name: "Log In" }).click();
    await toast(page, "Login Successful!").waitFor();
    await page.getByRole("heading", { name: "Confirm your e-mail" }).waitFor();
  });

  it("resets a forgotten password with the e-mailed code", async () => {
    const member = await createMember({ firstName: "Mary", lastName: "Shelley", email: uniqueEmail("mary") });
    const page = await fresh();
    await page.goto("/");
    await page.getByRole("button", { name: "Log In" }).first().click();
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Reset Password" }).waitFor();
    await page.getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: "Send reset code" }).click();
    await page.getByLabel("Reset Code").waitFor();
    const mail = await latestMailTo(member.email);
    const code = /reset code is (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel("Reset Code").fill(code!);
    await page.getByLabel("New Password").fill("the modern prometheus");
    await page.getByLabel("Confirm Password").fill("the modern prometheus");
    await screenshot(page, "reset-code-step");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await toast(page, "Password Reset").waitFor();
    await page.getByRole("heading", { name: "Log In" }).waitFor();
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill("the modern prometheus");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
  });

  it("edits the profile and changes the password", async () => {
    const member = await createMember({ firstName: "Walt", lastName: "Whitman", interests: ["free verse"] });
    const page = await pages.signedIn(member, "/profile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Interests").fill("free verse, democracy, leaves of grass");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await toast(page, "Profile updated successfully!").waitFor();
    await page.getByText("leaves of grass").waitFor();
    await screenshot(page, "profile-saved");

    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByLabel("Current Password").fill(member.password);
    await page.getByLabel("New Password", { exact: true }).fill("song of myself 1855");
    await page.getByLabel("Confirm New Password").fill("song of myself 1855");
    await page.getByRole("button", { name: "Update Password" }).click();
    await toast(page, "Your password has been updated successfully!").waitFor();
    await expect.poll(() => page.getByLabel("Current Password").count()).toBe(0);

    const login = await page.request.post("/api/auth/login", { data: { email: member.email, password: "song of myself 1855" } });
    expect(login.status()).toBe(200);
  });

  it("sends a signed-out deep link to Log In at the start, remembering the page, and shows 404 for unknown pages", async () => {
    const page = await fresh();
    // The notice shows only briefly before the redirect, less than a slow machine may take to
    // poll for it, so the page itself reports each toast as it opens.
    const toasts = await recordToasts(page);
    await page.goto("/browse", { waitUntil: "commit" });
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("next") === "/browse");
    await page.getByRole("heading", { name: "Log In" }).waitFor();
    expect(toasts).toContainEqual({ text: expect.stringContaining("Unauthorized"), path: "/browse" });

    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
  });

  it("highlights the current page in the navigation and shows 404 when signed in", async () => {
    const member = await createMember({ firstName: "Emily", lastName: "Dickinson", userType: "advisor" });
    const page = await pages.signedIn(member, "/directory");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect.poll(() => nav.getByRole("link", { name: "Directory" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Browse" }).getAttribute("aria-current")).toBeNull();
    // The badge names the member's chapter (in the avatar's menu: beside eight pages the bar has no room for it).
    await page.setViewportSize({ width: 1600, height: 800 });
    await page.getByRole("button", { name: /^Your account: / }).click();
    await page.getByRole("dialog", { name: `${member.firstName} ${member.lastName}` }).getByText(/^Advisor · .+/).waitFor();
    await screenshot(page, "header-advisor", { fullPage: false });
    await page.keyboard.press("Escape");
    await page.goto("/nowhere");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
  });

  it("keeps the member's name and badge one step away in the avatar's menu at 1280, 1440 and 1600 px, and in the Menu at 390 px", async () => {
    const member = await createMember({ firstName: "Willa", lastName: `Cather${Date.now() % 100_000}`, userType: "advisor" });
    const name = `${member.firstName} ${member.lastName}`;
    const page = await pages.signedIn(member, "/browse");
    const avatar = page.getByRole("button", { name: `Your account: ${name}` });
    const menu = page.getByRole("dialog", { name });
    for (const width of [1280, 1440, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      // Beside eight pages the bar has no room for the name: no link runs under the bell, and the avatar opens it.
      const lastLink = await page.getByRole("navigation", { name: "Main" }).getByRole("link").last().boundingBox();
      const bell = await page.getByRole("button", { name: /^Notifications/ }).boundingBox();
      expect(lastLink!.x + lastLink!.width, `links clear of the bell at ${width}`).toBeLessThan(bell!.x);
      expect(await page.getByText(/^Advisor · .+/).filter({ visible: true }).count()).toBe(0);
      await avatar.click();
      await menu.getByText(/^Advisor · .+/).waitFor();
      await menu.getByText(name, { exact: true }).waitFor();
      await menu.getByRole("button", { name: "Log out" }).waitFor();
      await expect.poll(() => menu.getByRole("link", { name: "Profile" }).evaluate((link) => link === document.activeElement)).toBe(true);
      await expectNoSidewaysScroll(page, `profile menu at ${width}`);
      expect(await seriousViolations(page), `profile menu at ${width}`).toEqual([]);
      await screenshot(page, `header-profile-menu-${width}`, { fullPage: false });
      await page.keyboard.press("Escape");
      expect(await menu.count()).toBe(0);
      await expect.poll(() => avatar.evaluate((button) => button === document.activeElement)).toBe(true);
    }
    // From the keyboard, Profile opens the page and closes the menu.
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: "Profile" }).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/profile");
    expect(await menu.count()).toBe(0);

    // A phone keeps them in the Menu; the avatar there is a picture.
    await page.setViewportSize(PHONE.viewport);
    expect(await avatar.filter({ visible: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByText(/^Advisor · .+/).filter({ visible: true }).first().waitFor();
    await screenshot(page, "header-menu-390", { fullPage: false });
  });

  it("lists where the member is signed in at 1280 and 390 px, and Log out other devices logs the phone out", async () => {
    const member = await createMember({ firstName: "Langston", lastName: "Hughes" });
    const desk = await pages.signedIn(member, "/profile", { viewport: DESKTOP.viewport, isMobile: DESKTOP.isMobile });
    const phone = await pages.signedIn(member, "/profile", { viewport: PHONE.viewport, isMobile: PHONE.isMobile });
    for (const page of [desk, phone]) {
      const card = page.getByRole("region", { name: "Where you're signed in" });
      await card.getByText("This device").waitFor();
      await card.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page, "the Profile page");
    }
    await screenshot(phone, "signed-in-devices-390");
    await screenshot(desk, "signed-in-devices-1280");

    await desk.getByRole("button", { name: "Log out other devices" }).click();
    await toast(desk, "Other devices signed out").waitFor();
    await desk.getByText("You're signed in on this device only.").waitFor();
    await screenshot(desk, "signed-in-devices-after-1280");
    expect((await phone.request.get("/api/auth/user")).status()).toBe(401);
    expect((await desk.request.get("/api/auth/user")).status()).toBe(200);
  });
});
