/** What the members feature offers the rest of the server: other folders import it from here, never from its files. */
export { recordAudit, type AuditRecord } from "./audit.storage";
export { approveMember, declineMember, reinstateMember, suspendMember } from "./decisions";
export { MEMBER_ROUTES, memberRoutes } from "./members.routes";
export { sendMembershipMail, type MembershipOutcome } from "./membership-mail";
export { approverMailRenderers, notifyApprovers } from "./approver-notice";
export { RosterError } from "./roster-csv";
export { rosterNote } from "./roster-mail";
export { ROSTER_ROUTES, rosterRoutes } from "./roster.routes";
export { applyRoster, importRoster } from "./roster.service";
