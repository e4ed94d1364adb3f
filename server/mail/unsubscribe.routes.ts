/**
 * GET shows a confirmation page with a button; POST (the button, or a mail client's RFC 8058
 * one-click request, which carries no cookie) turns notification e-mail off.
 */
import { Router, type Request, type Response } from "express";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { confirmUnsubscribePage, invalidLinkPage, unsubscribedPage } from "./unsubscribe-page";
import * as links from "./unsubscribe.service";

/** The path the same-origin check lets through (mail clients post from elsewhere). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = /^\/unsubscribe\/[^/]+\/?$/;

const wantsHtml = (req: Request) => req.accepts(["json", "html"]) === "html";

function sendPage(res: Response, status: number, html: string) {
  res.status(status).set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }).type("html").send(html);
}

export function unsubscribeRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/unsubscribe/:token", confirmPage);
  router.post("/unsubscribe/:token", unsubscribe);
  return router;

  async function confirmPage(req: Request, res: Response) {
    try {
      const member = await links.lookUpLink(ctx, String(req.params.token));
      sendPage(res, 200, confirmUnsubscribePage(!member.emailNotifications));
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return sendPage(res, 404, invalidLinkPage());
      throw error;
    }
  }

  async function unsubscribe(req: Request, res: Response) {
    try {
      await links.unsubscribe(ctx, String(req.params.token));
      if (wantsHtml(req)) return sendPage(res, 200, unsubscribedPage());
      res.set("Cache-Control", "no-store").json({ message: "Notification e-mails are off" });
    } catch (error) {
      if (error instanceof AppError && error.status === 404 && wantsHtml(req)) return sendPage(res, 404, invalidLinkPage());
      throw error;
    }
  }
}
