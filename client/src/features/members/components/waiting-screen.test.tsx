import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildCurrentUser } from "@/testing/build-member";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { WaitingScreen } from "./waiting-screen";

describe("WaitingScreen", () => {
  it("when the chapter has advisors, then it says they approve, and shows the profile given", () => {
    stubApi({});
    const member = { ...buildCurrentUser({ email: "nella@example.edu", chapter: "Rice University" }), approvers: "chapter" as const };
    renderWithProviders(<WaitingScreen user={member} profile={<p>the profile form</p>} />);
    expect(screen.getByRole("heading", { name: "Waiting for approval" })).toBeInTheDocument();
    expect(screen.getByText(/The advisors of Rice University approve new members of their chapter\./)).toBeInTheDocument();
    expect(screen.getByText("nella@example.edu")).toBeInTheDocument();
    expect(screen.getByText("the profile form")).toBeInTheDocument();
  });

  it("when the chapter has no approved advisor, then it says the convention staff approve", () => {
    stubApi({});
    renderWithProviders(<WaitingScreen user={{ ...buildCurrentUser(), approvers: "staff" }} profile={null} />);
    expect(screen.getByText(/The convention staff approve new members\./)).toBeInTheDocument();
  });

  it("when a setup code is given, then it says Checking... and then the server's answer", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({ "POST /api/auth/claim-staff": () => new Promise<Response>((resolve) => (finish = resolve)) });
    const { user } = renderWithProviders(<WaitingScreen user={buildCurrentUser()} profile={null} />);
    await user.click(screen.getByRole("button", { name: "I have a setup code" }));
    await user.type(screen.getByLabelText("Setup code"), "ABCD-1234");
    await user.click(screen.getByRole("button", { name: "Become staff" }));
    expect(await screen.findByRole("button", { name: "Checking..." })).toBeDisabled();
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/auth/claim-staff", body: { code: "ABCD-1234" } });
    finish(jsonResponse({ message: "That setup code is not right." }, 400));
    expect(await screen.findByRole("alert")).toHaveTextContent("That setup code is not right.");
  });
});
