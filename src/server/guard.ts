/**
 * What a server open to the public needs: rate limits on the calls that
 * create things or look many up, security headers (a content security policy
 * the web app works under), and time limits on slow requests.
 */
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

/** Requests per minute from one address. */
export interface RateLimits {
  create: number;
  import: number;
  mine: number;
}

export const DEFAULT_LIMITS: RateLimits = { create: 60, import: 20, mine: 120 };

/**
 * Limits from SORTIE_RATE_LIMIT: "off", or games created per minute from one
 * address (imports are a third of that, "my games" twice it). Default 60.
 */
export function limitsFromEnv(value = process.env.SORTIE_RATE_LIMIT): RateLimits | false {
  if (value === undefined || value === "") return DEFAULT_LIMITS;
  if (value === "off") return false;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error('SORTIE_RATE_LIMIT is "off" or a whole number');
  return { create: n, import: Math.max(1, Math.round(n / 3)), mine: n * 2 };
}

/**
 * SORTIE_TRUST_PROXY: which reverse proxies may name the client's address in
 * X-Forwarded-For (so rate limits count clients, not the proxy): "true" for
 * any, a number of hops, or addresses and CIDR ranges separated by commas.
 */
export function trustProxyFromEnv(value = process.env.SORTIE_TRUST_PROXY): TrustProxy {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** Time limits: the whole request (headers and body) must arrive within `request` ms, the headers within `headers`. */
export interface Timeouts {
  request: number;
  headers: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { request: 30_000, headers: 15_000 };

/** The route option that rate-limits one route (nothing when limits are off). */
export function limited(limits: RateLimits | false, key: keyof RateLimits) {
  return limits ? { config: { rateLimit: { max: limits[key], timeWindow: 60_000 } } } : {};
}

export async function guard(app: FastifyInstance, limits: RateLimits | false): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly may be compiled (Malta Convoy's simulator kernel); JavaScript's eval stays off.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        // Styles come from the app's own stylesheet; React and the charts set style properties from script.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    // Older browsers read X-Frame-Options instead of frame-ancestors.
    xFrameOptions: { action: "deny" },
    // A club may serve Sortie over plain HTTP on its own network; HTTPS and its
    // Strict-Transport-Security header belong to the reverse proxy in front.
    strictTransportSecurity: false,
  });
  if (limits) {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_req, ctx) =>
        Object.assign(
          new Error(
            `too many requests from this address (at most ${ctx.max} a minute): try again in ${ctx.after}`,
          ),
          { statusCode: 429 },
        ),
    });
  }
}
