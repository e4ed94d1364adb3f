/** Finding members, suggested members, and the notification bell (docs/product.md, "Directory and search" and "Notifications"). */
import { z } from "zod";
import { idParam } from "@shared/validators/fields";
import { suggestedMembersQuerySchema } from "@shared/validators/matching";
import { directoryQuerySchema, userSearchQuerySchema } from "@shared/validators/users";
import type { ApiOperation } from "./operation";
import { totalCountHeaders } from "./params";
import { bellSchema, markedSchema, publicUserSchema, suggestedMemberSchema, userSearchResultSchema } from "./response-schemas";

export const memberOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/users",
    operationId: "listMembers",
    tag: "Directory",
    summary: "A page of the member directory, filtered",
    access: "signedIn",
    query: directoryQuerySchema,
    answers: { 200: { description: "The page, by last name", json: z.array(publicUserSchema), headers: totalCountHeaders } },
  },
  {
    method: "get",
    path: "/users/search",
    operationId: "searchMembers",
    tag: "Directory",
    summary: "Members by name or e-mail, for inviting to a roundtable",
    access: "signedIn",
    query: userSearchQuerySchema,
    answers: { 200: { description: "The closest matches", json: z.array(userSearchResultSchema) } },
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
