/** Browser-test support for the players' flows: the two screen sizes, games set up through the API, held links. */
import type { Browser, Page } from "playwright-core";

export const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
export type Size = (typeof SIZES)[number];

export interface Links {
  owner: string;
  seats: Record<string, string>;
}

export async function post<T = Record<string, unknown>>(
  base: string,
  path: string,
  body: unknown,
): Promise<{ status: number; json: T }> {
  const r = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as T };
}

export async function create(base: string, body: unknown) {
  const r = await post<{ links: Links; game: { id: string; seq: number } }>(
    base,
    "/api/games",
    body,
  );
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

interface Payload {
  seq: number;
  status: string;
  seat: string | null;
  view: { actions: unknown[]; toAct?: string[]; over?: boolean };
}

export async function view(base: string, token: string): Promise<Payload> {
  const r = await fetch(`${base}/api/t/${token}`);
  return (await r.json()) as Payload;
}

/**
 * Plays a game to its end through the API: each turn, the first seat with a
 * legal action takes the first one (a priority order as offered).
 */
export async function playOut(base: string, seats: Record<string, string>, limit = 3000) {
  for (let i = 0; i < limit; i++) {
    let moved = false;
    for (const token of Object.values(seats)) {
      const g = await view(base, token);
      if (g.status === "over") return;
      const a = g.view.actions[0];
      if (!a) continue;
      const r = await post(base, `/api/t/${token}/actions`, { seq: g.seq, action: a });
      if (r.status !== 200) throw new Error(`act: ${r.status} ${JSON.stringify(r.json)}`);
      moved = true;
      break;
    }
    if (!moved) await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the game did not end");
}

/** What this browser remembers of a game, written as the app writes it. */
export async function hold(
  page: Page,
  base: string,
  h: { gameId: string; system: string; links: Links; mode: string; plays: string[]; open: string },
) {
  await page.goto(base);
  await page.evaluate((held) => {
    const all = JSON.parse(localStorage.getItem("sortie.links") ?? "[]");
    localStorage.setItem(
      "sortie.links",
      JSON.stringify([{ ...held, savedAt: new Date().toISOString() }, ...all]),
    );
  }, h);
}

/** A new page at one of the sizes, with its errors and failed requests collected. */
export async function open(browser: Browser, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { page, errors, close: () => context.close() };
}

/** How far the page is wider than the screen (0 when it fits). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
