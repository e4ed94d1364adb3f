import { Network, PenLine, Search } from "lucide-react";
import { ConventionLine } from "@/components/convention-line";
import { ConventionStanding } from "@/components/convention-standing";
import { now } from "@/lib/clock";
import { useConvention } from "@/lib/convention";
import { conventionStanding, type ConventionStanding as Standing } from "@/lib/convention-standing";
import { BrandMark } from "@/components/layout/brand-mark";
import { useEffect } from "react";
import { landingHeadline as headlineForPhase } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { prefetchAuthForms } from "./lazy-auth-forms";

const VALUE_POINTS = [
  {
    icon: PenLine,
    title: "Create Roundtables",
    text: "Propose a small discussion of up to five people on the book, author or idea you care about.",
  },
  {
    icon: Search,
    title: "Discover and Join",
    text: "Browse roundtables by topic, tag, region or chapter and take a seat, or join the waitlist.",
  },
  {
    icon: Network,
    title: "Build Networks",
    text: "Find students and advisors from other chapters and get in touch before you meet in person.",
  },
];

/** The headline follows the calendar: never "before the convention begins" about one that is over. */
export const landingHeadline = (standing: Standing | undefined): string => headlineForPhase(standing?.phase);

type LandingProps = { onLogin: () => void; onRegister: () => void };

export function Landing({ onLogin, onRegister }: LandingProps) {
  const { data: convention } = useConvention();
  const standing = convention ? conventionStanding(convention, now()) : undefined;
  // Once the landing has painted, fetch the forms' code so Log In and Get Started open at once.
  useEffect(() => {
    const timer = setTimeout(prefetchAuthForms, 2000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <BrandMark large />
        <Button variant="secondary" onClick={onLogin}>
          Log In
        </Button>
      </header>

      <main>
        <section className="mx-auto max-w-6xl px-6 pb-16 pt-12 text-center sm:pt-20">
          <ConventionLine
            className="mb-5 inline-flex justify-center rounded-full border border-line bg-white px-4 py-1.5 text-sm text-ink-soft"
            nameClassName="font-medium text-cardinal-dark"
          />
          <h1 className="mx-auto max-w-3xl font-serif text-4xl font-bold leading-tight text-ink sm:text-5xl">{landingHeadline(standing)}</h1>
          <div className="mt-4 flex justify-center">
            <ConventionStanding className="text-ink-soft" />
          </div>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-soft">
            English Convention brings the members of both English honor societies together: propose roundtables, join
            conversations across chapters, and meet collaborators who share your reading.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={onRegister}>
              Get Started
            </Button>
            <Button size="lg" variant="secondary" onClick={onLogin}>
              Log In
            </Button>
          </div>
        </section>

        <section aria-labelledby="value-heading" className="border-y border-line bg-white/70">
          <div className="mx-auto max-w-6xl px-6 py-14">
            <h2 id="value-heading" className="sr-only">
              What you can do
            </h2>
            <ul className="grid gap-8 md:grid-cols-3">
              {VALUE_POINTS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-xl border border-line bg-paper-card p-6 shadow-sm">
                  <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-cardinal-soft text-cardinal">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="font-serif text-lg font-semibold text-ink">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-soft">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="mx-auto max-w-3xl px-6 py-16 text-center">
          <h2 className="font-serif text-2xl font-semibold text-ink">Your chapter is waiting for you</h2>
          <p className="mt-3 text-ink-soft">Students, advisors and alumni of every region are already planning their conversations.</p>
          <Button size="lg" className="mt-6" onClick={onRegister}>
            Join Now
          </Button>
        </section>
      </main>
    </div>
  );
}
