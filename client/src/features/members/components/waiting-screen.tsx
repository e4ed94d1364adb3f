import { Hourglass } from "lucide-react";
import type { ReactNode } from "react";
import type { CurrentUser } from "@shared/types";
import { Card } from "@/components/ui/card";
import { ScreenIcon } from "./screen-icon";
import { SetupCodeDisclosure } from "./setup-code-disclosure";

type WaitingScreenProps = {
  /** approvers: their chapter's approved advisors decide, or (with none) the convention staff. */
  user: Pick<CurrentUser, "email" | "chapter" | "approvers">;
  /** The member's own profile form (a wrong chapter is the usual reason to wait longer). */
  profile: ReactNode;
};

export function approverSentence({ approvers, chapter }: WaitingScreenProps["user"]): string {
  if (approvers === "chapter") return chapter ? `The advisors of ${chapter} approve new members of their chapter.` : "Your chapter's advisors approve new members.";
  return "The convention staff approve new members.";
}

/** "Waiting for approval": the e-mail is confirmed; someone who knows the chapter lets them in. */
export function WaitingScreen({ user, profile }: WaitingScreenProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <ScreenIcon icon={Hourglass} className="bg-warning-soft text-warning" />
          <div className="min-w-0 space-y-2">
            <h1 className="font-serif text-2xl font-bold text-ink">Waiting for approval</h1>
            <p className="text-ink-soft">
              Your e-mail is confirmed. English Convention is for members of the two honor societies, so each new account is
              approved before it opens. {approverSentence(user)}
            </p>
            <p className="text-ink-soft">
              We will e-mail <strong className="break-all font-semibold text-ink">{user.email}</strong> as soon as you are in. If your
              chapter or role below is wrong, correct it now: it decides who approves you.
            </p>
          </div>
        </div>
      </Card>
      {profile}
      <SetupCodeDisclosure />
    </div>
  );
}
