import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { buildMember } from "@/testing/build-member";
import { MemberCard } from "./member-card";

const me = buildMember({ id: 1, firstName: "Grace", lastName: "Hopper", email: "grace@example.edu", userType: "advisor" });

function renderCard(member = buildMember()) {
  stubApi({ "GET /api/auth/user": () => jsonResponse(me) });
  return renderWithProviders(<MemberCard member={member} />);
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, "clipboard", { value: { writeText: spy }, configurable: true });
  return spy;
}

describe("MemberCard", () => {
  it("when a member has five expertise areas, then three show and +2 more", () => {
    renderCard(buildMember({ expertiseAreas: ["Milton", "Chaucer", "Woolf", "Austen", "Brontë"] }));
    const expertise = screen.getByRole("list", { name: "Expertise" });
    expect(within(expertise).getByText("Milton")).toBeInTheDocument();
    expect(within(expertise).getByText("Woolf")).toBeInTheDocument();
    expect(within(expertise).queryByText("Austen")).not.toBeInTheDocument();
    expect(within(expertise).getByText("+2 more")).toHaveAttribute("title", "Austen, Brontë");
  });

  it("when a member has three interests or fewer, then no +N more shows", () => {
    renderCard(buildMember({ interests: ["Poetry", "Drama", "Satire"], expertiseAreas: [] }));
    const interests = screen.getByRole("list", { name: "Interests" });
    expect(within(interests).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
    expect(screen.getByText("Not listed yet")).toBeInTheDocument();
  });

  it("when a member has four interests, then +1 more shows", () => {
    renderCard(buildMember({ interests: ["Poetry", "Drama", "Satire", "Epic"] }));
    expect(within(screen.getByRole("list", { name: "Interests" })).getByText("+1 more")).toBeInTheDocument();
  });

  it("when there is no profile image, then the initials show", () => {
    renderCard(buildMember({ firstName: "mary", lastName: "shelley", profileImageUrl: null }));
    expect(screen.getByRole("heading", { name: "mary shelley" })).toBeInTheDocument();
    expect(screen.getByText("MS")).toBeInTheDocument();
  });

  it("when there is a profile image, then it shows instead of initials", () => {
    const { container } = renderCard(buildMember({ firstName: "Mary", lastName: "Shelley", profileImageUrl: "/img/mary.png" }));
    expect(container.querySelector("img")).toHaveAttribute("src", "/img/mary.png");
    expect(screen.queryByText("MS")).not.toBeInTheDocument();
  });

  it("shows Advisor or Student and the chapter with its colored dot", () => {
    const { unmount } = renderCard(buildMember({ userType: "advisor", chapter: "Beta Delta", chapterColor: "#ff0000" }));
    expect(screen.getByText("Advisor")).toBeInTheDocument();
    expect(screen.getByText("Beta Delta")).toBeInTheDocument();
    expect(screen.getByTestId("chapter-dot")).toHaveStyle({ backgroundColor: "#ff0000" });
    unmount();
    renderCard(buildMember({ userType: "student" }));
    expect(screen.getByText("Student")).toBeInTheDocument();
    expect(screen.queryByText("Advisor")).not.toBeInTheDocument();
  });

  it("when Message is offered, then the mail link has the subject from me and a greeting", async () => {
    renderCard(buildMember({ firstName: "Mary", lastName: "Shelley", email: "mary@example.edu" }));
    const link = screen.getByRole("link", { name: "Message Mary Shelley" });
    await waitFor(() => expect(link.getAttribute("href")).toContain("Grace%20Hopper"));
    const href = link.getAttribute("href")!;
    expect(href.startsWith("mailto:mary@example.edu?")).toBe(true);
    expect(href).toBe(
      `mailto:mary@example.edu?subject=${encodeURIComponent("English Convention: hello from Grace Hopper")}&body=${encodeURIComponent("Hi Mary,\n\n")}`,
    );
    expect(href).toContain("body=Hi%20Mary%2C%0A%0A");
  });

  it("when the e-mail holds URL characters, then they cannot spill into the subject", () => {
    renderCard(buildMember({ email: "a&b?c+d@example.edu" }));
    expect(screen.getByRole("link", { name: /^Message/ }).getAttribute("href")).toMatch(/^mailto:a%26b%3Fc%2Bd@example\.edu\?subject=/);
  });

  it("when Connect is clicked, then the e-mail is copied and Email Copied shows", async () => {
    const { user } = renderCard(buildMember({ firstName: "Mary", lastName: "Shelley", email: "mary@example.edu" }));
    // After render: user-event's setup installs a clipboard of its own.
    const writeText = stubClipboard(async () => {});
    await user.click(screen.getByRole("button", { name: "Connect with Mary Shelley" }));
    expect(writeText).toHaveBeenCalledWith("mary@example.edu");
    expect(await screen.findByText("Email Copied")).toBeInTheDocument();
    expect(screen.getByText("mary@example.edu has been copied to the clipboard.")).toBeInTheDocument();
  });

  it("when copying is refused, then Contact Information shows the e-mail", async () => {
    const { user } = renderCard(buildMember({ firstName: "Mary", lastName: "Shelley", email: "mary@example.edu" }));
    const writeText = stubClipboard(() => Promise.reject(new Error("denied")));
    await user.click(screen.getByRole("button", { name: "Connect with Mary Shelley" }));
    expect(writeText).toHaveBeenCalled();
    expect(await screen.findByText("Contact Information")).toBeInTheDocument();
    expect(screen.getByText("You can reach Mary Shelley at mary@example.edu")).toBeInTheDocument();
  });

  it("when there is no clipboard, then Contact Information shows the e-mail", async () => {
    const { user } = renderCard(buildMember({ firstName: "Mary", lastName: "Shelley", email: "mary@example.edu" }));
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    await user.click(screen.getByRole("button", { name: "Connect with Mary Shelley" }));
    expect(await screen.findByText("Contact Information")).toBeInTheDocument();
  });

  it("when the card is my own, then it says (you) and offers neither Message nor Connect", async () => {
    renderCard(me);
    expect(await screen.findByText("(you)")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Message/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Connect/ })).not.toBeInTheDocument();
  });

  it("when a name is long, then it is written out in full, not cut behind a tooltip", () => {
    const long = buildMember({ firstName: "Bartholomew-Featherstonehaugh", lastName: "Worthington-Smythe-Delacroix" });
    renderCard(long);
    const heading = screen.getByRole("heading", { name: "Bartholomew-Featherstonehaugh Worthington-Smythe-Delacroix" });
    expect(heading).not.toHaveAttribute("title");
    expect(heading.className).not.toMatch(/truncate/);
    expect(screen.getByRole("link", { name: /^Message Bartholomew/ })).toBeInTheDocument();
  });
});
