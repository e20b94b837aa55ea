/** Capability links: random 128-bit tokens, stored only as their SHA-256. */
import { createHash, randomBytes } from "node:crypto";

export const newToken = (): string => randomBytes(16).toString("base64url");

export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** A token as we issue it: 22 base64url characters. Anything else is not looked up. */
export const isTokenShape = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{22}$/.test(token);

export const newId = (): string => randomBytes(9).toString("base64url");
