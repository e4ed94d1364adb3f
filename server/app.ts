/**
 * createApp builds the Express app (middleware, session, passport, routes, errors) and nothing
 * else: serve.ts listens, tests use the app in process through supertest.
 */
import fs from "node:fs";
import path from "node:path";
import express, { type Express, type Request, type Response } from "express";
import session from "express-session";
import helmet from "helmet";
import { authRoutes, configurePassport, createMemberPrefetch, createSessionStore, hasSignedInHint, renewSessionAtMostEvery, signedInHint } from "./auth";
import { createDataVersionLedger } from "./cache/data-versions";
import { chapterRoutes } from "./chapters";
import type { AppContext } from "./context";
import { conventionRoutes, createConventionPages, createConventions } from "./convention";
import type { Database } from "./db/client";
import type { AppConfig } from "./env";
import { healthRoutes } from "./health";
import { systemClock, type Clock } from "./lib/clock";
import { createLogger, type Logger } from "./lib/logger";
import { createLiveHub, type LiveHubOptions } from "./live";
import { createRateLimits } from "./lib/rate-limits";
import { attachRequestLog } from "./lib/request-log";
import { createConfiguredMailer, type Mailer } from "./lib/mailer";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "./mail";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { noStoreByDefault } from "./middleware/no-store";
import { openApiRoutes } from "./openapi";
import { refuseUnstorableInput } from "./middleware/refuse-unstorable";
import { BODY_LIMIT_BYTES, refuseDeclaredOversize } from "./middleware/declared-body-size";
import { sameOriginOnly } from "./middleware/same-origin";
import { loadStaticFiles, sendStaticFile, staticFiles } from "./middleware/static-files";
import { createBellPrefetch, notificationRoutes } from "./notifications";
import { STATIC_DIR } from "./paths";
import { API_ROUTES, featureRoutes } from "./routes";

export const SESSION_COOKIE = "ec.sid";
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export type CreateAppOptions = {
  config: AppConfig;
  database: Database;
  logger?: Logger;
  mailer?: Mailer;
  /**
   * "static" serves the built SPA from dist/public; "vite" means serve.ts adds Vite's dev server
   * (hot reload needs inline scripts, so no CSP); "none" is the API only (tests).
   */
  spa?: "static" | "vite" | "none";
  /** Only the tests shorten the live streams' heartbeat, lower their limit or pace their writes. */
  live?: LiveHubOptions;
  /** The clock the date rules read; tests pass one they set. */
  clock?: Clock;
};

export function createApp(options: CreateAppOptions): { app: Express; context: AppContext } {
  const { config, database } = options;
  const logger = options.logger ?? createLogger(config);
  const mailer = options.mailer ?? createConfiguredMailer(config, logger);
  const clock = options.clock ?? systemClock;
  const dataVersions = createDataVersionLedger(database.db);
  const context: AppContext = {
    config,
    db: database.db,
    pool: database.pool,
    logger,
    mailer,
    rateLimits: createRateLimits(database.pool, {
      disabled: config.rateLimitDisabled,
      registrationsPerAddress: config.registrationsPerAddress,
      signInsPerAddress: config.signInsPerAddress,
      directoryPagesPer10Minutes: config.directoryPagesPer10Minutes,
      membersShownPer10Minutes: config.membersShownPer10Minutes,
      memberWrites: config.memberWrites,
    }),
    dataVersions,
    live: createLiveHub(database, logger, options.live),
    clock,
    conventions: createConventions({ db: database.db, clock, dataVersions }),
  };

  const app = express();
  app.set("trust proxy", config.trustProxy);
  app.disable("x-powered-by");

  app.use(
    helmet({
      contentSecurityPolicy:
        options.spa === "vite"
          ? false
          : {
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc: ["'self'"],
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", "data:", "https:"],
                fontSrc: ["'self'", "data:"],
                connectSrc: ["'self'"],
                // The pass scanner (qr-scanner) decodes in a worker it starts from a blob: URL.
                workerSrc: ["'self'", "blob:"],
                objectSrc: ["'none'"],
                frameAncestors: ["'none'"],
                formAction: ["'self'"],
                baseUri: ["'self'"],
                upgradeInsecureRequests: null,
              },
            },
    }),
  );
  attachRequestLog(app, logger);

  const api = express.Router();
  api.use(noStoreByDefault);
  api.use(refuseDeclaredOversize());
  api.use(express.json({ limit: BODY_LIMIT_BYTES }));
  api.use(sameOriginOnly(config.publicUrl, { oneClickPosts: [ONE_CLICK_UNSUBSCRIBE_PATH] }));
  api.use(refuseUnstorableInput);
  // Before the session: health answers in time even when the session store can't be reached.
  api.use(healthRoutes(context));
  api.use(openApiRoutes(API_ROUTES)); // the API document needs no session either

  // What the session's own statement reads for the request: the member (for Passport) and, on
  // the bell's route, the bell. Composed here, as the session store, Passport and the bell's route meet only here.
  const memberPrefetch = createMemberPrefetch();
  const bell = createBellPrefetch();
  // Before the session, so that it sees the session's cookie once set (signed-in-hint.ts).
  api.use(signedInHint(SESSION_COOKIE, SESSION_MAX_AGE_MS));
  api.use(
    bell.around(session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: createSessionStore({
        pool: database.pool,
        db: database.db,
        prefetch: memberPrefetch,
        versions: context.dataVersions,
        bell,
        pruneSessionInterval: config.nodeEnv === "test" ? false : 15 * 60,
      }),
      resave: false,
      saveUninitialized: false,
      // Not on every response: renewSessionAtMostEvery moves the cookie and the stored expiry.
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: "lax",
        // Secure whenever the request came over HTTPS (directly or through a trusted proxy).
        secure: "auto",
        maxAge: SESSION_MAX_AGE_MS,
      },
    })),
  );
  const passport = configurePassport(database.db, memberPrefetch);
  api.use(passport.initialize());
  api.use(passport.session());
  api.use(renewSessionAtMostEvery());

  api.use(conventionRoutes(context));
  api.use(chapterRoutes(context));
  api.use(authRoutes(context));
  api.use(notificationRoutes(context, bell));
  for (const routes of featureRoutes) api.use(routes(context));
  api.use(apiNotFound);

  app.use("/api", api);

  if (options.spa === "static") serveSpa(app, context);
  app.use(errorHandler);
  return { app, context };
}

/** The built SPA; any other non-API GET gets index.html so deep links like /browse work. */
function serveSpa(app: Express, context: AppContext) {
  const indexHtml = path.join(STATIC_DIR, "index.html");
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`The client is not built (${indexHtml} is missing): run "npm run build" first.`);
  }
  const files = loadStaticFiles(STATIC_DIR);
  const pages = createConventionPages(files.get("/index.html")!);
  app.use(staticFiles(files));
  app.get(/^(?!\/api\/).*/, sendIndexHtml);

  // The page embeds the current convention as of the request's data version, so a convention made
  // current through any process is in the next page every process serves.
  async function sendIndexHtml(req: Request, res: Response) {
    const convention = await context.conventions.current(req.sessionID);
    // The landing's words paint first only where the landing shows; a page for a member (the
    // readable signed-in hint: this route runs no session) opens on the frame alone (convention-in-page.ts).
    const landing = req.path === "/" && !hasSignedInHint(req);
    sendStaticFile(req, res, pages.for(convention, { landing }), "no-cache");
  }
}
