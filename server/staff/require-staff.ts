/** Staff-only routes: 401 signed out (as every member route), 403 until a member's membership holds, 403 for members who are not staff. */
export { requireStaff } from "../middleware/require-auth";
