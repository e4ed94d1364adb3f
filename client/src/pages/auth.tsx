import { useState } from "react";
import { Landing } from "@/features/auth/components/landing";
import { LoginForm, RegisterForm, ResetPasswordForm } from "@/features/auth/components/lazy-auth-forms";

export type AuthMode = "landing" | "login" | "register" | "reset";

/** The signed-out screen: four modes toggled in place at /. */
export function AuthPage({ initialMode = "landing" }: { initialMode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
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
