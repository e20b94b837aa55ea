/** The browser's side of the API: JSON in, JSON out, errors as readable sentences. */
import type { Roll } from "../../src/engine/dice.js";
import type { SystemInfo } from "../../src/games/catalogue.js";

export interface Need {
  sides: number;
  purpose: string;
  index: number;
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly need?: Need,
    readonly seq?: number,
  ) {
    super(message);
  }
}

export interface LogLine {
  seq: number;
  seat: string;
  text: string;
  rolls: Roll[];
  /** This link may take the move back while it is the last. */
  undoable?: true;
  /** The game turn the move was taken in, where the game tells it. */
  turn?: number;
}

export interface GamePayload<V = unknown> {
  id: string;
  system: string;
  title: string;
  role: string;
  seat: string | null;
  seq: number;
  status: "live" | "over";
  dice: "seeded" | "manual";
  /** Set when the creator chose the dice's seed: every seat is told. */
  diceChosen?: true;
  setupRolls: Roll[];
  view: V;
  outcome: { winners: string[]; scores?: Record<string, number>; summary: string } | null;
  /** The seats the computer plays. */
  computer?: string[];
  /** How well the computer plays, where the game chose a level. */
  computerLevel?: string;
  log?: LogLine[];
}

export interface Links {
  owner: string;
  seats: Record<string, string>;
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure(0, "the server cannot be reached; check that Sortie is running");
  }
  const data = await res.json().catch(() => ({}));
  // A roll still to be typed in comes as a plain answer (asked with ?ask=1): the page asks for it.
  if (res.ok && data.need && !data.id && !data.game)
    throw new ApiFailure(res.status, data.message ?? "a roll is needed", data.need);
  if (!res.ok)
    throw new ApiFailure(
      res.status,
      data.error ?? `the server answered ${res.status}`,
      data.need,
      data.seq,
    );
  return data as T;
}

export const api = {
  systems: () => call<SystemInfo[]>("GET", "/api/systems"),
  create: (body: {
    system: string;
    options?: unknown;
    dice: { mode: "seeded" } | { mode: "manual" };
    rolls?: number[];
  }) => call<{ links: Links; game: GamePayload }>("POST", "/api/games?ask=1", body),
  game: <V>(token: string, log = false) =>
    call<GamePayload<V>>("GET", `/api/t/${token}${log ? "?log=1" : ""}`),
  act: <V>(token: string, seq: number, action: unknown, rolls?: number[]) =>
    call<GamePayload<V>>("POST", `/api/t/${token}/actions?ask=1`, {
      seq,
      action,
      ...(rolls ? { rolls } : {}),
    }),
  undo: <V>(token: string, seq: number) =>
    call<GamePayload<V>>("POST", `/api/t/${token}/undo`, { seq }),
  mine: (tokens: string[]) =>
    call<
      {
        token: string;
        role: string;
        id: string;
        system: string;
        title: string;
        subtitle?: string;
        seq: number;
        status: string;
        updatedAt: string;
      }[]
    >("POST", "/api/my-games", { tokens }),
  import: (log: unknown, system?: string) =>
    // Naming the system on the address lets the server hold the log to its size from the first byte.
    call<{ id: string; links: Links }>(
      "POST",
      system ? `/api/import?system=${encodeURIComponent(system)}` : "/api/import",
      { log, system },
    ),
  exportUrl: (token: string) => `/api/t/${token}/export`,
};
