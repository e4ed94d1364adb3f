/** How the walks call the account routes: register, sign in and out, the member's own profile, password and data. */
import { DEFAULT_PASSWORD, memberDetails } from "../factories";
import type { RouteCall } from "../route-row";

export const ACCOUNT_CALLS = {
  getCurrentUser: {},
  register: { request: (fixture) => ({ body: memberDetails({ chapterId: fixture.users.member.chapterId }) }) },
  login: { request: (fixture) => ({ body: { email: fixture.users.member.email, password: DEFAULT_PASSWORD } }) },
  logout: {},
  logoutByLink: {},
  updateProfile: {
    request: (fixture, role) => {
      const me = role === "signedOut" ? fixture.users.member : fixture.users[role];
      return {
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
  // A wrong current password: the answer (400) shows the route was reached, and no session is ended.
  changePassword: { request: () => ({ body: { currentPassword: "not the password", newPassword: "another password", confirmPassword: "another password" } }) },
  // A wrong code for the unconfirmed (400), already confirmed for the others (409): the route was reached.
  confirmEmail: { request: () => ({ body: { code: "000000" } }) },
  // Just signed up: the code mailed a moment ago counts, so a new one waits a minute (429); confirmed members get 409.
  resendConfirmationCode: { request: () => ({ body: {} }) },
  exportAccount: {},
  // A wrong password: the answer (400) shows the route was reached, and the account stays.
  deleteAccount: { request: () => ({ body: { password: "not the password" } }) },
  listSignedInDevices: {},
  signOutOtherDevices: {},
  requestResetCode: { request: () => ({ body: { email: "nobody@example.edu" } }) },
  resetPassword: { request: () => ({ body: { email: "nobody@example.edu", code: "123456", newPassword: "a new password" } }) },
} satisfies Record<string, RouteCall>;
