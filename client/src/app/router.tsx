import { useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { AppShell } from "./app-shell";
import { useCurrentUser } from "@/lib/auth";
import { redirectUnauthorized } from "@/lib/unauthorized";
import { AuthPage } from "@/pages/auth";
import { NotFoundPage } from "@/pages/not-found";
import { BrowsePage, DashboardPage, DirectoryPage, MyRoundtablesPage, ProfilePage, ProgramPage, ReviewPage } from "./lazy-pages";

const PROTECTED_PATHS = ["/browse", "/my-roundtables", "/directory", "/profile", "/program"];

export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (!user) return <SignedOutRoutes />;
  return (
    <AppShell user={user}>
      <Switch>
        <Route path="/" component={DashboardPage} />
        <Route path="/browse" component={BrowsePage} />
        <Route path="/my-roundtables" component={MyRoundtablesPage} />
        <Route path="/directory" component={DirectoryPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/program" component={ProgramPage} />
        {/* Staff only: for everyone else the path is not registered and shows the 404 page. */}
        {user.isStaff && <Route path="/review" component={ReviewPage} />}
        <Route component={NotFoundPage} />
      </Switch>
    </AppShell>
  );
}

/** Signed out, only / (the landing and auth screen) and the not-found page exist. */
function SignedOutRoutes() {
  const [location] = useLocation();
  if (location === "/") return <AuthPage />;
  if (PROTECTED_PATHS.includes(location)) return <ProtectedWithoutUser />;
  return <NotFoundPage />;
}

/** A member-only page opened while signed out: the Unauthorized notice, then / after 500 ms. */
function ProtectedWithoutUser() {
  useEffect(() => {
    redirectUnauthorized();
  }, []);
  return <PageLoading />;
}

function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-2 border-line border-t-cardinal" />
    </div>
  );
}
