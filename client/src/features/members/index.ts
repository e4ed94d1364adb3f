/** Membership: the screens before a member is in, and the approvers' Members page. */
export { ConfirmEmailScreen } from "./components/confirm-email-screen";
export { MembershipFrame } from "./components/membership-frame";
export { WaitingScreen } from "./components/waiting-screen";
export { AuditLog } from "./components/audit-log";
export { PendingMembers } from "./components/pending-members";
export { RosterImport } from "./components/roster-import";
export { StaffMembers } from "./components/staff-members";
