/** The routes of the site itself: health, the convention, the chapter list, this document, and unsubscribing from mail. */
import { z } from "zod";
import type { ApiOperation } from "./operation";
import { chapterSchema, conventionSchema, healthSchema, messageSchema, unhealthySchema } from "./response-schemas";

const unsubscribeParams = z.object({ token: z.string().meta({ description: "The signed token from the e-mail's unsubscribe link" }) });
const page = (description: string) => ({ description, content: { type: "text/html", schema: z.string() } });

export const siteOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/health",
    operationId: "getHealth",
    tag: "Site",
    summary: "Whether the app and its database answer",
    access: "public",
    answers: {
      200: { description: "The app and the database answer", json: healthSchema },
      503: { description: "The database did not answer in time; retry after the Retry-After header's seconds", json: unhealthySchema },
    },
  },
  {
    method: "get",
    path: "/convention",
    operationId: "getConvention",
    tag: "Site",
    summary: "The current convention (the same as /conventions/current)",
    access: "public",
    answers: { 200: { description: "Its name, city, days, time zone, call closing time and phase", json: conventionSchema } },
  },
  {
    method: "get",
    path: "/chapters",
    operationId: "listChapters",
    tag: "Site",
    summary: "Every chapter, for the register form",
    access: "public",
    answers: { 200: { description: "The chapters (cacheable for five minutes)", json: z.array(chapterSchema) } },
  },
  {
    method: "get",
    path: "/openapi.json",
    operationId: "getApiDocument",
    tag: "Site",
    summary: "This document",
    access: "public",
    usesDatabase: false,
    answers: { 200: { description: "The OpenAPI 3.1 document (cacheable for five minutes)", content: { type: "application/json", schema: z.looseObject({ openapi: z.string() }) } } },
  },
  {
    method: "get",
    path: "/unsubscribe/{token}",
    operationId: "showUnsubscribePage",
    tag: "Mail",
    summary: "The page an e-mail's unsubscribe link opens: a button that turns notification e-mail off",
    access: "public",
    params: unsubscribeParams,
    answers: { 200: page("The confirmation page"), 404: page("The link is not valid") },
  },
  {
    method: "post",
    path: "/unsubscribe/{token}",
    operationId: "unsubscribe",
    tag: "Mail",
    summary: "Turns notification e-mail off: the page's button, or a mail client's one-click request (RFC 8058), from any site and with no cookie",
    access: "public",
    anySite: true,
    params: unsubscribeParams,
    answers: {
      200: { description: "E-mail is off: a page when the caller accepts HTML, otherwise JSON", json: messageSchema },
      404: "The link is not valid (a page when the caller accepts HTML)",
    },
  },
];
