/**
 * Test support: Knights of the Air through the API on a fresh store. A step
 * is posted at the campaign's current seq, typing in each card the server
 * asks for (scripted by what it is for); a refused step must store nothing.
 */
import { expect } from "vitest";
import { lineOf } from "../games/knights-of-the-air/actions.js";
import type { KotaView } from "../games/knights-of-the-air/rules.js";
import { cleanKill } from "../games/knights-of-the-air/test-helpers.js";
import { apiOnFreshStore } from "./test-app.js";

export interface Payload {
  seq: number;
  view: KotaView;
}

/** A sortie in which nothing happened to the airman. */
export const quiet = lineOf();

/** A line claiming one kill, shot down by `by` alone. */
export const kill = (victim: string, by: string) => lineOf({ kills: [cleanKill(victim, by)] });

/** The card the club "draws" for each purpose the server asks about. */
function cardFor(purpose: string): string {
  if (purpose.startsWith("balloons") || purpose.startsWith("ground targets")) return "0";
  if (purpose.startsWith("health with the")) return "2";
  if (purpose.startsWith("health lost")) return "3";
  throw new Error(`no card scripted for ${purpose}`);
}

export function kotaApiOnFreshStore() {
  const api = apiOnFreshStore();
  const { post, get, unchanged } = api;

  async function view(token: string): Promise<Payload> {
    const r = await get(`/api/t/${token}`);
    expect(r.statusCode).toBe(200);
    return r.json();
  }

  /** Creates a campaign; answers its links. */
  async function create(options: unknown, dice: unknown = { mode: "manual" }) {
    const r = await post("/api/games", { system: "knights-of-the-air", dice, options });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { links: { owner: string; seats: Record<string, string> }; game: Payload };
  }

  /** Posts a step as it is, at the current seq (the answer is checked by the caller). */
  const send = async (token: string, action: unknown) =>
    post(`/api/t/${token}/actions`, { seq: (await view(token)).seq, action });

  /** Posts a step, typing in `cards` and then each card the server asks for. */
  async function act(token: string, action: Record<string, unknown>, cards: string[] = []) {
    const typed = [...cards];
    for (let i = 0; i < 30; i++) {
      const r = await send(token, typed.length ? { ...action, cards: typed } : action);
      if (r.statusCode === 200) return r.json() as Payload;
      if (r.statusCode !== 422) throw new Error(`${r.statusCode}: ${r.json().error}`);
      typed.push(cardFor(r.json().need.purpose));
    }
    throw new Error("too many cards");
  }

  /** A step that must be refused with this message, changing nothing stored. */
  async function refused(token: string, action: unknown, message: RegExp) {
    const seq = (await view(token)).seq;
    const r = await unchanged(() => post(`/api/t/${token}/actions`, { seq, action }));
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(message);
    expect((await view(token)).seq).toBe(seq);
  }

  return { ...api, view, create, send, act, refused };
}
