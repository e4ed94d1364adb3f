/**
 * GET shows a confirmation page with a button; POST (the button, or a mail client's RFC 8058
 * one-click request, which carries no cookie) turns notification e-mail, or members' messages, off.
 */
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { messageSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { mountRoutes } from "../middleware/route-mount";
import { confirmUnsubscribePage, invalidLinkPage, unsubscribedPage } from "./unsubscribe-page";
import * as links from "./unsubscribe.service";

/** The path the same-origin check lets through (mail clients post from elsewhere). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = /^\/unsubscribe\/[^/]+\/?$/;

const wantsHtml = (req: Request) => req.accepts(["json", "html"]) === "html";

function sendPage(res: Response, status: number, html: string) {
  res.status(status).set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }).type("html").send(html);
}

const unsubscribeParams = z.object({ token: z.string().meta({ description: "The signed token from the e-mail's unsubscribe link" }) });
const page = (description: string) => ({ description, content: { type: "text/html", schema: z.string() } });

export const UNSUBSCRIBE_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/unsubscribe/{token}",
    operationId: "showUnsubscribePage",
    tag: "Mail",
    summary: "The page an e-mail's unsubscribe link opens: a button that turns notification e-mail off",
    access: "public",
    params: unsubscribeParams,
    codes: ["invalid_link"],
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
    codes: ["invalid_link"],
    answers: {
      200: { description: "E-mail is off: a page when the caller accepts HTML, otherwise JSON", json: messageSchema },
      404: "The link is not valid (a page when the caller accepts HTML)",
    },
  },
]);

export function unsubscribeRoutes(ctx: AppContext): Router {
  return mountRoutes(Router(), UNSUBSCRIBE_ROUTES, { showUnsubscribePage: confirmPage, unsubscribe });

  async function confirmPage(req: Request, res: Response) {
    try {
      const link = await links.lookUpLink(ctx, String(req.params.token));
      sendPage(res, 200, confirmUnsubscribePage(link.alreadyOff, link.kind));
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return sendPage(res, 404, invalidLinkPage());
      throw error;
    }
  }

  async function unsubscribe(req: Request, res: Response) {
    try {
      const link = await links.unsubscribe(ctx, String(req.params.token));
      if (wantsHtml(req)) return sendPage(res, 200, unsubscribedPage(link.kind));
      const message = link.kind === "messages" ? "Messages through the app are off" : "Notification e-mails are off";
      res.set("Cache-Control", "no-store").json({ message });
    } catch (error) {
      if (error instanceof AppError && error.status === 404 && wantsHtml(req)) return sendPage(res, 404, invalidLinkPage());
      throw error;
    }
  }
}
