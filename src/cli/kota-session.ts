import type { KotaAction } from "../games/knights-of-the-air/actions.js";
import { parseCard } from "../games/knights-of-the-air/decks.js";

import type { CampaignState, Sortie } from "../games/knights-of-the-air/state.js";
import { campaignSession, diceAsker } from "./campaign-client.js";
import { CliError, usage } from "./errors.js";
import type { LineReader } from "./input.js";
import { type HeldKota, KotaClient, type KotaGame } from "./kota-client.js";
import { type Prompter, say } from "./prompts.js";
import { color as c } from "./style.js";

/** The web app's address for the links: --url, SORTIE_URL, else HOST and PORT as `sortie serve` uses them. */
export function siteUrl(url?: string): string {
  const given = url || process.env.SORTIE_URL;
  if (given) {
    if (!/^https?:\/\/[^\s]+$/.test(given))
      throw usage(`"${given}" is not a web address (say http://… or https://…)`);
    return given.replace(/\/+$/, "");
  }
  const host = process.env.HOST || "127.0.0.1";
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const port = process.env.PORT || "3000";
  return `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}`;
}

export const session = <T>(f: (client: KotaClient, reader: LineReader) => Promise<T>) =>
  campaignSession(() => KotaClient.open(), f);

export const json = (v: unknown) => process.stdout.write(`${JSON.stringify(v, null, 1)}\n`);

class CardNeeded extends Error {
  constructor(
    readonly deck: string,
    readonly purpose: string,
  ) {
    super(purpose);
  }
}

/**
 * Takes a step, asking the club for what it draws at the table: a damage
 * card (typed as on the card, checked against what the deck still holds) or,
 * for anything else, the number rolled.
 */
export async function step(
  client: KotaClient,
  held: HeldKota,
  seat: string,
  action: KotaAction,
  ask: Prompter,
) {
  const cards: string[] = [];
  const number = async (sides: number, purpose: string) => {
    const m = /\(deck ([A-Z])\)$/.exec(purpose);
    if (m) throw new CardNeeded(m[1], purpose);
    return diceAsker(ask)(sides, purpose);
  };
  for (;;) {
    try {
      const a = cards.length ? ({ ...action, cards } as KotaAction) : action;
      return await client.act(held, seat, a, number);
    } catch (e) {
      if (e instanceof CardNeeded) {
        const text = await ask.ask<string>(`  Card drawn — ${e.purpose}: `, (line) =>
          parseCard(line)
            ? { ok: line }
            : {
                error:
                  'Write the card: a number, a number and its icon ("2 fire"), or "explosion".',
              },
        );
        cards.push(text);
        continue;
      }
      if (e instanceof CliError && cards.length > 0 && /has no ".*" left/.test(e.message)) {
        say(c.red(`  ${e.message}`));
        cards.pop();
        continue;
      }
      throw e;
    }
  }
}

export function findPilot(s: CampaignState, id: string) {
  const p = s.pilots.find(
    (x) => x.id.toLowerCase() === id.toLowerCase() || x.name.toLowerCase() === id.toLowerCase(),
  );
  if (!p) throw usage(`no airman "${id}" in this campaign (see \`sortie kota log\`)`);
  return p;
}

/** A group's Wing Commander's seat (the first side's, where the group has one per side). */
export const groupSeat = (held: HeldKota, group?: string) => {
  const wcs = Object.keys(held.seats).filter((s) => s.startsWith("wc-"));
  if (group) {
    const seat = [`wc-${group}`, `wc-${group}-allies`].find((s) => held.seats[s]);
    if (!seat) {
      const names = [...new Set(wcs.map((w) => w.slice(3).replace(/-(allies|central)$/, "")))];
      throw usage(`no group "${group}" (${names.join(", ")})`);
    }
    return seat;
  }
  return wcs[0];
};

/** The group a Wing Commander's seat belongs to. */
export const seatGroup = (seat: string) => seat.slice(3).replace(/-(allies|central)$/, "");

export function openSortieOf(g: KotaGame, n?: number): Sortie {
  const open = g.view.state.sorties.filter((x) => x.status === "open");
  const x = n ? open.find((y) => y.id === n) : open[0];
  if (!x) throw usage(n ? `sortie ${n} is not being flown` : "no sortie is being flown");
  return x;
}
