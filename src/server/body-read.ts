/**
 * Reading a JSON request body with its work bounded before it is done. The
 * bytes are scanned as they arrive (body-scan.ts): a body longer than its
 * route allows, nested too deep, or with a list or object of too many items
 * is refused at the first excess, before it is parsed. The parse then runs
 * in slices of a few milliseconds (body-parse.ts), so no body, however
 * large, holds up other requests for long.
 *
 * An import's log is held to its system's size limit as soon as the system
 * is known: from the query (`?system=`), the body's `system`, or the log's
 * own `system`; until then, to the largest any system allows. A log sent as
 * text (as the web page sends a file) is measured, scanned and parsed as
 * the text it stands for: its escapes do not count against its size.
 */
import type { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { limitsOf } from "../engine/core.js";
import { rulesFor } from "../games/registry.js";
import { Clock, parseSliced } from "./body-parse.js";
import { JsonScanner } from "./body-scan.js";
import { ApiError } from "./errors.js";
import { NOT_JSON } from "./requests.js";

/** The deepest nesting any body may have: a log nests about ten levels at most. */
export const MAX_DEPTH = 64;
/** How long one slice of reading or parsing may hold the event loop, in milliseconds. */
export const SLICE_MS = 4;
/** Bytes scanned at a time. */
const STEP = 8 * 1024;

export const kb = (n: number) => `${Math.ceil(n / 1024).toLocaleString("en")} KB`;

export interface BodyBounds {
  /** Bytes the body may have as sent. */
  bytes: number;
  /** Items in any one list or object. */
  items: number;
  /** For an import: the log's size limit (the largest any system allows) and the system the query names. */
  log?: { largest: number; system?: string };
}

export interface Body {
  value: unknown;
  /** For an import: the log's size in bytes (the text it stands for, when it was sent as text). */
  logBytes?: number;
}

const NOT_A_LOG = "this file is not JSON, so it is not a Sortie log";

/** The size limit of a system's logs, or undefined for a name that is no system. */
function logLimit(system: string): { bytes: number; title: string } | undefined {
  const rules = rulesFor(system);
  return rules ? { bytes: limitsOf(rules).logBytes, title: rules.title } : undefined;
}

/** Reads and parses a JSON body from `payload` within `bounds`; ApiError (4xx) at the first excess. */
export function readJsonBody(
  payload: Readable,
  contentLength: string | undefined,
  bounds: BodyBounds,
): Promise<Body> {
  const clock = new Clock(SLICE_MS);
  const log = bounds.log;
  // The systems named so far, and the tightest limit among them.
  let limit = log ? { bytes: log.largest, title: "" } : null;
  const named = (system: string) => {
    const l = logLimit(system);
    if (l && limit && l.bytes < limit.bytes) limit = l;
  };
  if (log?.system) named(log.system);
  const scanner = new JsonScanner({
    depth: MAX_DEPTH,
    items: bounds.items,
    name: "the request body",
    notJson: NOT_JSON,
    ...(log
      ? {
          capture: ["system", "log.system"],
          onCapture: (_path, system) => named(system),
          unescape: "log",
          inner: () =>
            new JsonScanner({
              depth: MAX_DEPTH,
              items: bounds.items,
              name: "this log",
              notJson: NOT_A_LOG,
              capture: ["system"],
              onCapture: (_path, system) => named(system),
            }),
        }
      : {}),
  });
  /** The log's size so far: the text it stands for, when sent as text; else the body's bytes, as the rules count them. */
  const logSize = () => (scanner.textIsString ? scanner.text.length : scanner.pos);
  const declared = contentLength === undefined ? Number.NaN : Number(contentLength);
  /**
   * Over the largest limit: 413, as a body too large. Over its own system's: 400, in the
   * rules' words (a log sent as JSON is as large as its request, as they count it).
   */
  const checkLog = () => {
    if (!limit || logSize() <= limit.bytes) return;
    const most = kb(limit.bytes);
    if (!limit.title)
      throw new ApiError(413, `this log is larger than ${most}, the most any system allows`);
    const size =
      scanner.textIsString || Number.isNaN(declared) ? `larger than ${most}` : kb(declared);
    throw new ApiError(400, `this log is ${size}; a log of ${limit.title} may be at most ${most}`);
  };
  const tooLarge = () => new ApiError(413, `the request body is larger than ${kb(bounds.bytes)}`);

  return new Promise<Body>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const queue: Buffer[] = [];
    let received = 0;
    let busy = false;
    let ended = false;
    let over = false;

    const stop = () => {
      payload.removeListener("data", onData);
      payload.removeListener("end", onEnd);
      payload.removeListener("error", onError);
    };
    const fail = (e: unknown) => {
      if (over) return;
      over = true;
      stop();
      if (ended || payload.readableEnded || received > bounds.bytes) return reject(e);
      // What is left of the body (within the bound) is read and dropped unscanned, so the
      // answer reaches a client still sending instead of a closed connection.
      const answer = () => {
        payload.removeListener("data", drop);
        reject(e);
      };
      const drop = (chunk: Buffer | string) => {
        received += chunk.length;
        if (received > bounds.bytes) answer();
      };
      payload.on("data", drop);
      payload.once("end", answer);
      payload.once("error", answer);
      payload.resume();
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > bounds.bytes) return fail(tooLarge());
      chunks.push(bytes);
      queue.push(bytes);
      if (!busy) void pump();
    }
    function onEnd() {
      ended = true;
      if (!busy) void finish();
    }
    function onError(e: Error) {
      fail(new ApiError(400, `the request's body did not arrive whole (${e.message})`));
    }

    /** Scans what has arrived, a step at a time, letting other work in between. */
    async function pump() {
      busy = true;
      payload.pause();
      try {
        while (queue.length > 0) {
          const chunk = queue.shift() as Buffer;
          for (let a = 0; a < chunk.length; ) {
            // A step never reads past the byte that would take the log over its limit.
            const room = limit ? limit.bytes - logSize() + 1 : STEP;
            const b = Math.min(chunk.length, a + STEP, a + Math.max(1, room));
            scanner.write(chunk, a, b);
            checkLog();
            a = b;
            await clock.tick();
            if (over) return;
          }
        }
      } catch (e) {
        return fail(e);
      }
      busy = false;
      if (ended) void finish();
      else payload.resume();
    }

    async function finish() {
      if (over) return;
      stop();
      try {
        if (!Number.isNaN(declared) && declared !== received)
          throw new ApiError(400, "the request's length does not match its body");
        scanner.end();
        const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received);
        chunks.length = 0;
        await nextTurn();
        const text = scanner.textIsString ? scanner.inner : null;
        let logValue: unknown;
        if (text) {
          text.end();
          checkLog();
          logValue = await parseSliced(scanner.text.bytes(), {
            big: text.big,
            clock,
            notJson: NOT_A_LOG,
          });
        }
        const value = await parseSliced(body, {
          big: scanner.big,
          clock,
          notJson: NOT_JSON,
          ...(text ? { skip: { at: scanner.textAt, end: scanner.textEnd } } : {}),
        });
        if (text) (value as Record<string, unknown>).log = logValue;
        over = true;
        resolve({
          value,
          ...(log ? { logBytes: logSize() } : {}),
        });
      } catch (e) {
        over = true;
        reject(e);
      }
    }

    if (declared > bounds.bytes) return reject(tooLarge());
    payload.on("data", onData);
    payload.on("end", onEnd);
    payload.on("error", onError);
    payload.resume();
  });
}
