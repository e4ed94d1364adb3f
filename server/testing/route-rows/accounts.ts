/** The route table's rows for health, the convention, chapters, accounts, the bell and the directory. */
import { DEFAULT_PASSWORD, memberDetails } from "../factories";
import type { RouteRow } from "./row";

export const ACCOUNT_ROWS: RouteRow[] = [
  { method: "GET", path: "/health", access: "public", request: () => ({ path: "/api/health" }) },
  { method: "GET", path: "/convention", access: "public", request: () => ({ path: "/api/convention" }) },
  { method: "GET", path: "/chapters", access: "public", request: () => ({ path: "/api/chapters" }) },
  { method: "GET", path: "/openapi.json", access: "public", request: () => ({ path: "/api/openapi.json" }) },
  { method: "GET", path: "/auth/user", access: "account", request: () => ({ path: "/api/auth/user" }) },
  {
    method: "POST",
    path: "/auth/register",
    access: "public",
    request: (fixture) => ({
      path: "/api/auth/register",
      body: memberDetails({ chapterId: fixture.users.member.chapterId }),
    }),
  },
  {
    method: "POST",
    path: "/auth/login",
    access: "public",
    request: (fixture) => ({ path: "/api/auth/login", body: { email: fixture.users.member.email, password: DEFAULT_PASSWORD } }),
  },
  { method: "POST", path: "/auth/logout", access: "public", request: () => ({ path: "/api/auth/logout" }) },
  { method: "GET", path: "/auth/logout", access: "public", request: () => ({ path: "/api/auth/logout" }) },
  {
    method: "PUT",
    path: "/auth/user",
    access: "account",
    request: (fixture, role) => {
      const me = role === "signedOut" ? fixture.users.member : fixture.users[role];
      return {
        path: "/api/auth/user",
        body: {
          firstName: me.firstName,
          lastName: me.lastName,
          userType: me.userType,
          chapterId: me.chapterId,
          interests: me.interests,
          expertiseAreas: me.expertiseAreas,
        },
      };
    },
  },
  { method: "GET", path: "/auth/user/export", access: "account", request: () => ({ path: "/api/auth/user/export" }) },
  {
    method: "DELETE",
    path: "/auth/user",
    access: "account",
    // A wrong password: the answer (400) shows the route was reached, and the account stays.
    request: () => ({ path: "/api/auth/user", body: { password: "not the password" } }),
  },
  {
    method: "POST",
    path: "/auth/update-password",
    access: "account",
    // A wrong current password: the answer (400) shows the route was reached, and no session is ended.
    request: () => ({
      path: "/api/auth/update-password",
      body: { currentPassword: "not the password", newPassword: "another password", confirmPassword: "another password" },
    }),
  },
  { method: "GET", path: "/auth/sessions", access: "account", request: () => ({ path: "/api/auth/sessions" }) },
  { method: "POST", path: "/auth/sessions/sign-out-others", access: "account", request: () => ({ path: "/api/auth/sessions/sign-out-others" }) },
  {
    method: "POST",
    path: "/auth/reset-password/request",
    access: "public",
    request: () => ({ path: "/api/auth/reset-password/request", body: { email: "nobody@example.edu" } }),
  },
  {
    method: "POST",
    path: "/auth/reset-password",
    access: "public",
    request: () => ({ path: "/api/auth/reset-password", body: { email: "nobody@example.edu", code: "123456", newPassword: "a new password" } }),
  },
  { method: "GET", path: "/notifications", access: "signedIn", request: () => ({ path: "/api/notifications" }) },
  { method: "POST", path: "/notifications/read-all", access: "signedIn", request: () => ({ path: "/api/notifications/read-all" }) },
  {
    method: "POST",
    path: "/notifications/:id/read",
    access: "signedIn",
    // Marking someone else's notification marks nothing ({ marked: 0 }): checked in the matrix test.
    request: (fixture) => ({ path: `/api/notifications/${fixture.organizerNotificationId}/read` }),
  },
  { method: "GET", path: "/users", access: "signedIn", request: () => ({ path: "/api/users" }) },
  { method: "GET", path: "/users/search", access: "signedIn", request: () => ({ path: "/api/users/search", query: { query: "Ada" } }) },
  {
    method: "POST",
    path: "/users/:id/message",
    access: "signedIn",
    // To the outsider (someone else for every role); writing to oneself is refused (400).
    request: (fixture) => ({ path: `/api/users/${fixture.outsiderId}/message`, body: { subject: "Hello", body: "A short note." } }),
  },
];
