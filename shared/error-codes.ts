/**
 * Every reason the API refuses, by its stable code (docs/api-errors.md): the error answer is
 * `{ message, code }`. The server's AppError takes only these codes, so a new refusal must be
 * named here first; the OpenAPI document, docs/api-errors.md and the client's words
 * (client/src/lib/error-words.ts) are all read against this one list. Each code has one status.
 */
export const ERROR_CODES = {
  // 400: the request itself is wrong; nothing changed.
  validation_failed: { status: 400, meaning: "A parameter, the query string or the body breaks a rule; `errors` names the fields" },
  invalid_json: { status: 400, meaning: "The body is not valid JSON" },
  bad_request: { status: 400, meaning: "The request could not be read (an aborted or malformed body)" },
  malformed_path: { status: 400, meaning: "The address holds a malformed %-escape" },
  unstorable_text: { status: 400, meaning: "A text holds a character that can't be stored (a NUL character or a lone surrogate); `errors` names the field" },
  invalid_code: { status: 400, meaning: "The e-mailed code is wrong or has expired" },
  wrong_password: { status: 400, meaning: "The password given to confirm the change is not the account's" },
  wrong_setup_code: { status: 400, meaning: "The first staff member's setup code is wrong" },
  message_to_self: { status: 400, meaning: "A member can't send a message to themselves" },
  roster_not_csv: { status: 400, meaning: "The roster was not sent as CSV text" },
  roster_invalid: { status: 400, meaning: "The roster has lines that can't be imported; `errors.roster` lists them and nothing changed" },
  push_key_invalid: { status: 400, meaning: "A push subscription's p256dh key is not a P-256 public key" },
  pass_unreadable: { status: 400, meaning: "A pass code is not 20 letters and digits" },
  pass_invalid: { status: 400, meaning: "The pass was not issued by this app (its signature does not match)" },
  // 401
  not_signed_in: { status: 401, meaning: "Not signed in, or the session has ended (the message is `Unauthorized`)" },
  invalid_credentials: { status: 401, meaning: "Sign-in: the e-mail address or the password is wrong" },
  // 403
  email_not_confirmed: { status: 403, meaning: "The account's e-mail address is not confirmed yet" },
  membership_pending: { status: 403, meaning: "The membership is waiting for approval" },
  membership_declined: { status: 403, meaning: "The membership request was declined" },
  membership_suspended: { status: 403, meaning: "The membership is suspended" },
  staff_only: { status: 403, meaning: "Only convention staff may do this" },
  not_an_approver: { status: 403, meaning: "Only an approved advisor of the member's chapter, or staff, may decide this" },
  other_chapter: { status: 403, meaning: "The member belongs to another chapter than the advisor's" },
  own_membership: { status: 403, meaning: "Nobody approves their own membership" },
  not_organizer: { status: 403, meaning: "Only the roundtable's organizer may do this" },
  organizer_stays: { status: 403, meaning: "The organizer can neither leave nor be removed from their own roundtable" },
  audience_mismatch: { status: 403, meaning: "The roundtable is for advisors only or for students only, and the member is the other" },
  messages_off: { status: 403, meaning: "The member takes no messages through the app (or can't be found by the sender)" },
  cross_site: { status: 403, meaning: "A write came from another site (its Origin or Referer)" },
  not_roundtable_manager: { status: 403, meaning: "Only the roundtable's organizer or a co-organizer may do this" },
  co_organizer_protected: { status: 403, meaning: "A co-organizer may remove participants, but not another co-organizer" },
  not_checked_in: { status: 403, meaning: "Only a member who was checked in at the roundtable may rate it" },
  own_roundtable_feedback: { status: 403, meaning: "The organizer and co-organizers read a roundtable's feedback; they don't rate it" },
  // 404
  not_found: { status: 404, meaning: "What the address names does not exist, or the caller may not see it" },
  unknown_route: { status: 404, meaning: "No API route has this method and path" },
  not_participating: { status: 404, meaning: "The member is neither seated at nor waiting for this roundtable" },
  not_on_program: { status: 404, meaning: "The roundtable has no session and room yet, so no calendar event" },
  invalid_link: { status: 404, meaning: "The unsubscribe link is unknown or was replaced by a newer one" },
  no_invitation: { status: 404, meaning: "The member has no pending co-organizer invitation to this roundtable" },
  not_co_organizer: { status: 404, meaning: "The member is neither a co-organizer of this roundtable nor invited to be one" },
  // 409: the request is fine, the state refuses it.
  already_participating: { status: 409, meaning: "The member is already seated at or waiting for this roundtable" },
  roundtable_full: { status: 409, meaning: "Every seat is taken (an organizer's add, or seating the first in line)" },
  nobody_to_seat: { status: 409, meaning: "Nobody on the waitlist can be seated" },
  session_clash: { status: 409, meaning: "The member already has a seat at another roundtable in the same session" },
  seats_below_joined: { status: 409, meaning: "Max participants would be lower than the members already seated" },
  convention_over: { status: 409, meaning: "The roundtable's convention is over: nothing changes any more" },
  call_closed: { status: 409, meaning: "The call for proposals has closed" },
  session_started: { status: 409, meaning: "The roundtable's session has started: members no longer join or leave it themselves" },
  too_many_proposals: { status: 409, meaning: "The member already has as many open proposals as one member may" },
  already_confirmed: { status: 409, meaning: "The e-mail address is already confirmed" },
  email_taken: { status: 409, meaning: "An account with this e-mail address already exists" },
  role_locked: { status: 409, meaning: "The member sits in roundtables for their current role only: they must leave those first" },
  last_staff: { status: 409, meaning: "The last staff account can't be deleted" },
  setup_code_spent: { status: 409, meaning: "A staff member exists already: the setup code is spent" },
  room_taken: { status: 409, meaning: "The room already holds another roundtable" },
  session_full: { status: 409, meaning: "Every room of the session holds a roundtable" },
  placement_clash: { status: 409, meaning: "Members of the roundtable already have seats in that session" },
  not_placed: { status: 409, meaning: "The roundtable is not on the program" },
  not_marked_not_selected: { status: 409, meaning: "The proposal is not marked not selected" },
  room_in_use: { status: 409, meaning: "The room to take away holds a roundtable: move it first" },
  session_in_use: { status: 409, meaning: "The session to remove holds a roundtable: move it first" },
  nothing_waits: { status: 409, meaning: "The member has nothing waiting for a decision" },
  cannot_suspend_self: { status: 409, meaning: "Staff can't suspend themselves" },
  already_suspended: { status: 409, meaning: "The member is already suspended" },
  not_closed: { status: 409, meaning: "The member is neither declined nor suspended" },
  already_organizer: { status: 409, meaning: "The member already organizes this roundtable" },
  already_co_organizer: { status: 409, meaning: "The member already co-organizes this roundtable" },
  already_invited: { status: 409, meaning: "The member is already invited to co-organize this roundtable" },
  co_organizers_full: { status: 409, meaning: "The roundtable already has two co-organizers and invitations together" },
  hand_over_to_co_organizer: { status: 409, meaning: "A roundtable is handed over only to one of its co-organizers" },
  seat_refused: { status: 409, meaning: "The seat could not be taken for another reason the seat rules give (the message says which)" },
  pass_other_convention: { status: 409, meaning: "The pass belongs to another convention than the current one" },
  pass_not_member: { status: 409, meaning: "The pass names an account that is not an approved member" },
  check_in_not_open: { status: 409, meaning: "Check-in opens 30 minutes before the session starts" },
  check_in_closed: { status: 409, meaning: "The session has ended, so check-in is closed" },
  not_seated: { status: 409, meaning: "The member has no seat at this roundtable (a walk-in shows their pass instead)" },
  feedback_not_open: { status: 409, meaning: "The roundtable's session has not ended yet: feedback opens when it ends" },
  sessions_outside_days: { status: 409, meaning: "A convention's new days or time zone would leave some of its sessions outside them" },
  // 413, 415, 429
  body_too_large: { status: 413, meaning: "The body is over 100 KB" },
  unsupported_media_type: { status: 415, meaning: "The body's charset or encoding is not supported" },
  rate_limited: { status: 429, meaning: "Too many requests of this kind; retry after the Retry-After header's seconds" },
  // Never sent: the request is only logged.
  caller_gone: { status: 499, meaning: "Never answered: the client closed the request before its work had its turn (in the log only)" },
  // 5xx
  internal_error: { status: 500, meaning: "Something failed on the server's side" },
  database_unavailable: { status: 503, meaning: "The database is not answering; retry after the Retry-After header's seconds" },
  mail_unavailable: { status: 503, meaning: "The mail server did not take the message; try again in a few minutes" },
  server_restarting: { status: 503, meaning: "The server is restarting; retry after the Retry-After header's seconds" },
  live_unavailable: { status: 503, meaning: "Live updates are not available just now; retry after the Retry-After header's seconds" },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes an answer of this status may carry. */
export function codesOfStatus(status: number): ErrorCode[] {
  return (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => ERROR_CODES[code].status === status);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}
