import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Landing, LoginForm, RegisterForm, ResetPasswordForm } from "@/features/auth";
import { useDocumentTitle } from "@/lib/document-title";
import { currentReturnPath } from "@/lib/return-path";

export type AuthMode = "landing" | "login" | "register" | "reset";

/** Registration has its own address, to share or bookmark; the other modes live at /. */
export const REGISTER_PATH = "/register";

const MODE_TITLES: Record<AuthMode, string | undefined> = {
  landing: undefined,
  login: "Log In",
  register: "Register",
  reset: "Reset Password",
};

/** A form may still be loading its code: wait this long at most for its first field. */
const FIRST_FIELD_WITHIN_MS = 5000;

/**
 * The signed-out screen: the landing, Log In and Reset at /, registration at /register. A member
 * sent here from a member page (`/?next=...`) meets the Log In form first, and comes back to that
 * page after signing in. A form the visitor chose takes the focus at its first field, so a
 * keyboard or screen-reader user starts typing where they meant to.
 */
export function AuthPage({ initialMode }: { initialMode?: AuthMode }) {
  const [location, navigate] = useLocation();
  const [chosenMode, setChosenMode] = useState<Exclude<AuthMode, "register">>(() =>
    initialMode && initialMode !== "register" ? initialMode : currentReturnPath() === "/" ? "landing" : "login",
  );
  const [resetEmail, setResetEmail] = useState<string>();
  const mode: AuthMode = location === REGISTER_PATH || initialMode === "register" ? "register" : chosenMode;
  const chosen = useRef(false);
  const main = useRef<HTMLElement>(null);
  useDocumentTitle(MODE_TITLES[mode]);

  const choose = (next: AuthMode) => {
    chosen.current = true;
    if (next === "register") {
      navigate(REGISTER_PATH);
      return;
    }
    setChosenMode(next);
    if (location === REGISTER_PATH) navigate("/");
  };

  useEffect(() => {
    if (!chosen.current || mode === "landing" || !main.current) return;
    return focusFirstField(main.current);
  }, [mode]);

  if (mode === "landing") return <Landing onLogin={() => choose("login")} onRegister={() => choose("register")} />;
  return (
    <main ref={main} className="flex min-h-screen items-start justify-center sm:items-center">
      {mode === "login" && (
        <LoginForm
          initialEmail={resetEmail}
          onBack={() => choose("landing")}
          onRegister={() => choose("register")}
          onForgotPassword={() => choose("reset")}
        />
      )}
      {mode === "register" && <RegisterForm onBack={() => choose("landing")} onLogin={() => choose("login")} />}
      {mode === "reset" && (
        <ResetPasswordForm
          onBack={() => choose("landing")}
          onLogin={(email) => {
            setResetEmail(email);
            choose("login");
          }}
        />
      )}
    </main>
  );
}

/** Focuses the first empty field (else the first) once the form's code has arrived; returns the cleanup. */
function focusFirstField(container: HTMLElement): () => void {
  const tryFocus = () => {
    const fields = [...container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea")].filter(
      (field) => !field.disabled && field.type !== "hidden",
    );
    const field = fields.find((item) => item.value === "") ?? fields[0];
    if (!field) return false;
    field.focus();
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), FIRST_FIELD_WITHIN_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}
