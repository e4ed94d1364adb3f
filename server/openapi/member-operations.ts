/** Finding members, suggested members, and the notification bell (docs/product.md, "Directory and search" and "Notifications"). */
import { z } from "zod";
import { idParam } from "@shared/validators/fields";
import { suggestedMembersQuerySchema } from "@shared/validators/matching";
import { directoryQuerySchema, memberMessageSchema, userSearchQuerySchema } from "@shared/validators/users";
import type { ApiOperation } from "./operation";
import { tooManyAttempts, totalCountHeaders } from "./params";
import { bellSchema, markedSchema, messageSchema, publicUserSchema, suggestedMemberSchema, userSearchResultSchema } from "./response-schemas";

const tooManyPages = `Too many directory and search pages in 10 minutes (harvesting); ${tooManyAttempts.toLowerCase()}`;

export const memberOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/users",
    operationId: "listMembers",
    tag: "Directory",
    summary: "A page of the member directory, filtered",
    access: "signedIn",
    query: directoryQuerySchema,
    answers: {
      200: { description: "The page, by last name (hidden members left out; an e-mail not shared is null)", json: z.array(publicUserSchema), headers: totalCountHeaders },
      429: tooManyPages,
    },
  },
  {
    method: "get",
    path: "/users/search",
    operationId: "searchMembers",
    tag: "Directory",
    summary: "Members by name or e-mail, for inviting to a roundtable",
    access: "signedIn",
    query: userSearchQuerySchema,
    answers: { 200: { description: "The closest matches", json: z.array(userSearchResultSchema) }, 429: tooManyPages },
  },
  {
    method: "post",
    path: "/users/{id}/message",
    operationId: "messageMember",
    tag: "Directory",
    summary: "E-mails a member a message from the caller, replies going to the caller (docs/security.md, \"Privacy\")",
    access: "signedIn",
    params: z.object({ id: idParam.meta({ description: "The member's id" }) }),
    body: memberMessageSchema,
    answers: {
      202: { description: "Sent", json: messageSchema },
      403: "The member takes no messages through the app, or is not visible to the caller",
      404: "No such member",
      429: "More than 10 messages in an hour or 30 in a day; retry after the Retry-After header's seconds",
      503: "The mail could not be sent; nothing was recorded",
    },
  },
  {
    method: "get",
    path: "/users/suggested",
    operationId: "listSuggestedMembers",
    tag: "Matching",
    summary: "Members of other chapters who share the caller's interests (docs/matching.md)",
    access: "signedIn",
    query: suggestedMembersQuerySchema,
    answers: { 200: { description: "The members, each with the words shared", json: z.array(suggestedMemberSchema) } },
  },
  {
    method: "get",
    path: "/notifications",
    operationId: "getBell",
    tag: "Notifications",
    summary: "The caller's latest notifications and how many are unread",
    access: "signedIn",
    answers: { 200: { description: "The bell", json: bellSchema } },
  },
  {
    method: "post",
    path: "/notifications/read-all",
    operationId: "markAllRead",
    tag: "Notifications",
    summary: "Marks every notification of the caller's read",
    access: "signedIn",
    answers: { 200: { description: "How many were marked", json: markedSchema } },
  },
  {
    method: "post",
    path: "/notifications/{id}/read",
    operationId: "markRead",
    tag: "Notifications",
    summary: "Marks one of the caller's notifications read (someone else's is left alone: 0 marked)",
    access: "signedIn",
    params: z.object({ id: idParam.meta({ description: "The notification's id" }) }),
    answers: { 200: { description: "How many were marked: 1 or 0", json: markedSchema } },
  },
];
