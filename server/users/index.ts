/** What the users feature offers the rest of the server: other folders import it from here, never from its files. */
export { currentUserColumns, findCredentialsByEmail, findCurrentUserById, findPasswordHashById, findSeatsClosedTo, insertUser, lockUser, retireUnsubscribeLinksWhenMailTurnsOn, updateUser } from "./user.storage";
export { USER_ROUTES, userRoutes } from "./users.routes";
export { listDirectory, searchUsers } from "./directory.storage";
export { destroyUserSessions, findUserSessions } from "./user-sessions.storage";
