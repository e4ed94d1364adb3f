import { useState } from "react";
import { Landing, LoginForm, RegisterForm, ResetPasswordForm } from "@/features/auth";
import { useDocumentTitle } from "@/lib/document-title";
import { currentReturnPath } from "@/lib/return-path";

export type AuthMode = "landing" | "login" | "register" | "reset";

const MODE_TITLES: Record<AuthMode, string | undefined> = {
  landing: undefined,
  login: "Log In",
  register: "Register",
  reset: "Reset Password",
};

/**
 * The signed-out screen: four modes toggled in place at /. A member sent here from a member page
 * (`/?next=...`) meets the Log In form first, and comes back to that page after signing in.
 */
export function AuthPage({ initialMode }: { initialMode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(() => initialMode ?? (currentReturnPath() === "/" ? "landing" : "login"));
  useDocumentTitle(MODE_TITLES[mode]);
  const toLanding = () => setMode("landing");
  if (mode === "landing") return <Landing onLogin={() => setMode("login")} onRegister={() => setMode("register")} />;
  return (
    <main className="flex min-h-screen items-start justify-center sm:items-center">
      {mode === "login" && (
        <LoginForm onBack={toLanding} onRegister={() => setMode("register")} onForgotPassword={() => setMode("reset")} />
      )}
      {mode === "register" && <RegisterForm onBack={toLanding} onLogin={() => setMode("login")} />}
      {mode === "reset" && <ResetPasswordForm onBack={toLanding} onLogin={() => setMode("login")} />}
    </main>
  );
}
