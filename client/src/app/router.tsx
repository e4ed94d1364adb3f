import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { isApprover } from "@/components/layout/top-nav";
import { AppSkeleton } from "@/components/layout/app-skeleton";
import { mayBeSignedIn, useCurrentUser } from "@/lib/auth";
import { useDocumentTitle } from "@/lib/document-title";
import { redirectUnauthorized } from "@/lib/unauthorized";
import { AuthPage, REGISTER_PATH } from "@/pages/auth";
import { NotFoundPage } from "@/pages/not-found";
import type { CurrentUser } from "@shared/types";
import {
  AgendaPage,
  BrowsePage,
  ConventionPage,
  DashboardPage,
  DirectoryPage,
  MembersPage,
  MembershipPage,
  MyRoundtablesPage,
  ProfilePage,
  PastConventionPage,
  PastConventionsPage,
  ProgramPage,
  ReviewPage,
  RoundtablePage,
  type LazyPage,
} from "./lazy-pages";

/** Every member page, once: its path, its screen and its document title. */
export const MEMBER_ROUTES: ReadonlyArray<{ path: string; title: string; component: LazyPage; staffOnly?: boolean; approversOnly?: boolean; titledByPage?: boolean }> = [
  { path: "/", title: "Dashboard", component: DashboardPage },
  { path: "/agenda", title: "My Convention", component: AgendaPage },
  { path: "/browse", title: "Browse Roundtables", component: BrowsePage },
  { path: "/my-roundtables", title: "My Roundtables", component: MyRoundtablesPage },
  { path: "/program", title: "Program", component: ProgramPage },
  { path: "/directory", title: "User Directory", component: DirectoryPage },
  { path: "/profile", title: "Profile", component: ProfilePage },
  // Each roundtable's own page; it names the tab after the roundtable once loaded.
  { path: "/roundtables/:id", title: "Roundtable", component: RoundtablePage, titledByPage: true },
  { path: "/conventions", title: "Past Conventions", component: PastConventionsPage },
  // A past convention's page names the tab after the convention once loaded.
  { path: "/conventions/:id", title: "Past Convention", component: PastConventionPage, titledByPage: true },
  // Staff only: for everyone else the path is not registered and shows the 404 page.
  { path: "/review", title: "Program Review", component: ReviewPage, staffOnly: true },
  { path: "/convention", title: "Convention", component: ConventionPage, staffOnly: true },
  // Approvers only (advisors and staff); for everyone else a 404 page, as above.
  { path: "/members", title: "Members", component: MembersPage, approversOnly: true },
];

function mayOpen(route: (typeof MEMBER_ROUTES)[number], user: Pick<CurrentUser, "isStaff" | "userType">): boolean {
  if (route.staffOnly) return user.isStaff;
  if (route.approversOnly) return isApprover(user);
  return true;
}

const NOT_FOUND_TITLE = "404 Page Not Found";

// The member frame (navigation, notifications, the roundtable dialog) is its own chunk: a
// signed-out visitor's first screen does not download it.
const loadAppShell = () => import("./app-shell");
const AppShell = lazy(async () => ({ default: (await loadAppShell()).AppShell }));

/**
 * When a session may exist, fetch the member frame and the opened page's code at once, beside
 * the session check, instead of one after the other once the member is known.
 */
export function preloadMemberScreen(path: string): void {
  if (!mayBeSignedIn()) return;
  void loadAppShell().catch(() => undefined);
  MEMBER_ROUTES.find((route) => matchesPath(route.path, path))?.component.preload();
}

/** Whether a route's pattern ("/roundtables/:id") matches a path, as the router itself would. */
function matchesPath(pattern: string, path: string): boolean {
  return pattern === path || (pattern.includes(":") && new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(path));
}

export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (!user) return <SignedOutRoutes />;
  if (!isMember(user)) return <MembershipPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AppShell user={user}>
        <Switch>
          {MEMBER_ROUTES.filter((route) => mayOpen(route, user)).map(({ path, title, component: Page, titledByPage }) => (
            <Route key={path} path={path}>
              {titledByPage ? (
                <Page />
              ) : (
                <Titled title={title}>
                  <Page />
                </Titled>
              )}
            </Route>
          ))}
          {/* Registered, or signed in since: registration has nothing more to offer. */}
          <Route path={REGISTER_PATH}>
            <Redirect to="/" replace />
          </Route>
          <Route>
            <Titled title={NOT_FOUND_TITLE}>
              <NotFoundPage />
            </Titled>
          </Route>
        </Switch>
      </AppShell>
    </Suspense>
  );
}

/** Only a confirmed, approved member uses the product; anyone else meets the membership screens. */
export function isMember(user: Pick<CurrentUser, "emailConfirmed" | "membershipStatus">): boolean {
  return user.emailConfirmed && user.membershipStatus === "approved";
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/** Signed out, only / (the landing and auth screen) and the not-found page exist. */
function SignedOutRoutes() {
  const [location] = useLocation();
  if (location === "/" || location === REGISTER_PATH) return <AuthPage />;
  if (MEMBER_ROUTES.some((route) => matchesPath(route.path, location) && !route.staffOnly && !route.approversOnly)) return <ProtectedWithoutUser />;
  return (
    <Titled title={NOT_FOUND_TITLE}>
      <main id="main">
        <NotFoundPage />
      </main>
    </Titled>
  );
}

/**
 * A member-only page opened while signed out: the Unauthorized notice, then / after 500 ms,
 * remembering the page so signing in comes back to it.
 */
function ProtectedWithoutUser() {
  useEffect(() => {
    redirectUnauthorized();
  }, []);
  return <PageLoading />;
}

/** The dashboard's skeleton, not a spinner: the page keeps its shape while the member loads. */
function PageLoading() {
  return <AppSkeleton />;
}
