/**
 * The HTTP server: the JSON API, the live socket, and the web app's files.
 * Every failure a client can cause is a 4xx with { "error": "…" }.
 */

import type { Readable } from "node:stream";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { ComputerPool } from "../ai/pool.js";
import { limitsOf } from "../engine/core.js";
import { CATALOGUE } from "../games/catalogue.js";
import { SYSTEMS } from "../games/registry.js";
import type { GameStore } from "../store/game-store.js";
import { readJsonBody } from "./body-read.js";
import { openFight, readFight } from "./career-fight.js";
import type { Cluster } from "./cluster.js";
import type { GameLocks } from "./computer.js";
import { ApiError } from "./errors.js";
import {
  DEFAULT_TIMEOUTS,
  guard,
  limited,
  type RateLimits,
  type Timeouts,
  type TrustProxy,
} from "./guard.js";
import { LiveHub } from "./live.js";
import { BodyError } from "./requests.js";
import { newSeatLink } from "./seats.js";
import { GameService } from "./service.js";
import { serveWeb } from "./web.js";

export const BODY_LIMIT = 64 * 1024;
/**
 * A whole saved game may be larger than an ordinary request: as large as the
 * largest log any system allows (each system's own limit is checked after).
 */
export const IMPORT_LIMIT = Math.max(...Object.values(SYSTEMS).map((r) => limitsOf(r).logBytes));
/**
 * An import's body as sent: a log sent as text (as the web page sends a file)
 * is longer than the text it stands for by its escapes; the log itself is
 * held to IMPORT_LIMIT, or its system's limit, as it arrives.
 */
export const IMPORT_BODY_LIMIT = 2 * IMPORT_LIMIT;
/** Items in any one list or object of a body: as many as the longest log's entries. */
export const MAX_ITEMS = Math.max(...Object.values(SYSTEMS).map((r) => limitsOf(r).entries));

export interface AppOptions {
  store: GameStore;
  /** The built web app (index.html and assets), if it is to be served. */
  webDir?: string;
  logger?: boolean;
  /** The computer players' threads (default: a pool of its own). */
  pool?: ComputerPool;
  /** Locks per game across processes (default: within this process). */
  locks?: GameLocks;
  /** Requests per minute from one address on the calls that create or look up many (false: none). */
  limits?: RateLimits | false;
  timeouts?: Timeouts;
  /** Other server processes on the same PostgreSQL database (live push and the computer's locks). */
  cluster?: Cluster;
  /** How long a game waits for its computer before a look at it starts the computer again (default 10 s). */
  computerWakeMs?: number;
  /** Which proxies in front are trusted to name the client's address (Fastify's trustProxy). */
  trustProxy?: TrustProxy;
  /** How often a live socket is pinged; one that has not answered the last ping by then is dropped (default 30 s). */
  heartbeatMs?: number;
}

export const HEARTBEAT_MS = 30_000;

/** An import's log size, measured as its body was read. */
const logSizes = new WeakMap<object, number>();

/** A request Fastify could not route (a broken %-escape, an over-long parameter), answered as every other error. */
function frameworkError(e: FastifyError): { status: number; message: string } {
  switch (e.code) {
    case "FST_ERR_BAD_URL":
      return { status: 400, message: "this address is not valid: it has a broken %-escape" };
    case "FST_ERR_MAX_PARAM_LENGTH":
      return { status: 414, message: "this address is too long" };
  }
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500)
    return { status: e.statusCode, message: e.message };
  return { status: 500, message: "something went wrong on the server; nothing was changed" };
}

function clientError(e: FastifyError, limit: number): { status: number; message: string } | null {
  switch (e.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: `the request body is larger than ${limit / 1024} KB` };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: "the request body is not valid JSON" };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, message: "send JSON (Content-Type: application/json)" };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, message: "the request's length does not match its body" };
  }
  if (e instanceof SyntaxError)
    return { status: 400, message: "the request body is not valid JSON" };
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, message: e.message };
  }
  return null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; live: LiveHub }> {
  const timeouts = opts.timeouts ?? DEFAULT_TIMEOUTS;
  const limits = opts.limits ?? false;
  const trustProxy: FastifyServerOptions["trustProxy"] = opts.trustProxy ?? false;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    trustProxy,
    requestTimeout: timeouts.request,
    // Slow requests are looked for every second (Node's default is every 30 s).
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: 1000 },
    frameworkErrors: (error, _request, reply) => {
      const { status, message } = frameworkError(error);
      (reply as FastifyReply).status(status).send({ error: message });
    },
  });
  // The API speaks JSON only: any other body is refused with 415. A body is checked as it
  // arrives and parsed in slices (body-read.ts), so no body holds up other requests for long.
  app.removeContentTypeParser(["text/plain", "application/json"]);
  app.addContentTypeParser("application/json", async (req: FastifyRequest, payload: Readable) => {
    const importing = req.routeOptions.url === "/api/import";
    const system = (req.query as { system?: unknown } | undefined)?.system;
    const { value, logBytes } = await readJsonBody(payload, req.headers["content-length"], {
      bytes: req.routeOptions.bodyLimit ?? BODY_LIMIT,
      items: MAX_ITEMS,
      ...(importing
        ? { log: { largest: IMPORT_LIMIT, ...(typeof system === "string" ? { system } : {}) } }
        : {}),
    });
    if (logBytes !== undefined) logSizes.set(req, logBytes);
    return value;
  });
  const live = new LiveHub();
  const games = new GameService(opts.store, live, {
    pool: opts.pool,
    locks: opts.locks,
    cluster: opts.cluster,
    computerWakeMs: opts.computerWakeMs,
    log: (e) => app.log.error(e),
  });
  app.addHook("onClose", async () => games.close());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      // A client that says it will type rolls in (?ask=1) hears of a roll still needed as a plain answer.
      if (error.extra.need && (request.query as { ask?: string } | undefined)?.ask === "1")
        return reply.status(200).send({ need: error.extra.need, message: error.message });
      return reply.status(error.status).send({ error: error.message, ...error.extra });
    }
    if (error instanceof BodyError) return reply.status(400).send({ error: error.message });
    const client = clientError(error, request.routeOptions.bodyLimit ?? BODY_LIMIT);
    if (client) return reply.status(client.status).send({ error: client.message });
    request.log.error(error);
    return reply
      .status(500)
      .send({ error: "something went wrong on the server; nothing was changed" });
  });

  await guard(app, limits);
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  app.get("/api/health", async () => ({
    ok: true,
    store: opts.store.kind,
    computer: games.computerTally,
  }));
  app.get("/api/systems", async () => CATALOGUE);
  app.post("/api/games", limited(limits, "create"), async (req, reply) =>
    reply.status(201).send(await games.create(req.body)),
  );
  app.post("/api/my-games", limited(limits, "mine"), async (req) => games.mine(req.body));
  app.post<{ Querystring: { system?: string } }>(
    "/api/import",
    { bodyLimit: IMPORT_BODY_LIMIT, ...limited(limits, "import") },
    async (req, reply) => {
      // `?system=` says which system the log is for, as the body's `system` does.
      const system = req.query.system;
      const body =
        typeof system === "string" && isRecord(req.body) && req.body.system === undefined
          ? { ...req.body, system }
          : req.body;
      return reply.status(201).send(await games.import(body, logSizes.get(req)));
    },
  );

  app.get<{ Params: { token: string }; Querystring: { log?: string } }>(
    "/api/t/:token",
    async (req) => games.view(req.params.token, req.query.log === "1"),
  );
  app.post<{ Params: { token: string } }>("/api/t/:token/actions", async (req) =>
    games.act(req.params.token, req.body),
  );
  app.post<{ Params: { token: string } }>("/api/t/:token/undo", async (req) =>
    games.undo(req.params.token, req.body),
  );
  app.post<{ Params: { token: string; seat: string } }>(
    "/api/t/:token/seats/:seat/link",
    async (req) => newSeatLink(opts.store, req.params.token, req.params.seat),
  );
  // A Squadron Career's fight, kept with the career (career-fight.ts).
  app.get<{ Params: { token: string }; Querystring: { mission?: string } }>(
    "/api/t/:token/fight",
    async (req) => {
      const m = req.query.mission;
      if (m !== undefined && !/^[1-9]\d{0,5}$/.test(m))
        throw new ApiError(400, `"${m.slice(0, 20)}" is not a mission's number`);
      return readFight(opts.store, req.params.token, m === undefined ? undefined : Number(m));
    },
  );
  app.post<{ Params: { token: string } }>("/api/t/:token/fight", async (req) =>
    openFight(opts.store, games, req.params.token, req.body),
  );
  app.get<{ Params: { token: string } }>("/api/t/:token/export", async (req, reply) => {
    const log = await games.export(req.params.token);
    return reply
      .header("content-disposition", `attachment; filename="${log.system}-game.json"`)
      .send(log);
  });

  app.get<{ Params: { token: string } }>(
    "/api/t/:token/live",
    { websocket: true },
    async (socket, req) => {
      try {
        const { gameId, seat, wake } = await games.watch(req.params.token);
        // A socket that closed while its token was looked up is not watched (its close has passed).
        if (socket.readyState !== socket.OPEN) return;
        const stop = live.add(gameId, {
          seat,
          send: (text) => {
            if (socket.readyState === socket.OPEN) socket.send(text);
          },
        });
        // A watcher that vanished without closing (a lost network) stops answering pings: drop it.
        let answered = true;
        socket.on("pong", () => {
          answered = true;
        });
        const beat = setInterval(() => {
          if (!answered) return socket.terminate();
          answered = false;
          socket.ping();
        }, opts.heartbeatMs ?? HEARTBEAT_MS);
        beat.unref();
        socket.on("close", () => {
          clearInterval(beat);
          stop();
        });
        // Read once the socket listens: an entry stored before is in the greeting, one after is sent.
        const seq = await games.seqOf(gameId);
        wake();
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: "hello", seq }));
      } catch (e) {
        socket.send(
          JSON.stringify({
            type: "error",
            error: e instanceof ApiError ? e.message : "cannot watch this game",
          }),
        );
        socket.close(4404);
      }
    },
  );

  await serveWeb(app, opts.webDir);

  return { app, live };
}
