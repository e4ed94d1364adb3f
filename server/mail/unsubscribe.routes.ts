/**
 * GET shows a confirmation page with a button; POST (the button, or a mail client's RFC 8058
 * one-click request, which carries no cookie) turns notification e-mail, or members' messages, off.
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
