import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";

/** The 404 content; the page's <main> is the member frame's, or the signed-out route's. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-cardinal">Error 404</p>
      <h1 className="mt-2 font-serif text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-ink-muted">The page you were looking for does not exist or has moved.</p>
      <Link href="/" className={buttonVariants({ className: "mt-6" })}>
        Go to the home page
      </Link>
    </div>
  );
}
