/**
 * The terminal's hold on Wings over Malta campaigns: it talks to the same
 * store as the web app through the same service, and remembers the links of
 * the campaigns it created in the data folder.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { WomAction } from "../games/wings-over-malta/actions.js";
import type { Side } from "../games/wings-over-malta/data.js";
import type { WomView } from "../games/wings-over-malta/rules.js";
import { dataDir } from "../paths.js";
import { ApiError } from "../server/errors.js";
import { LiveHub } from "../server/live.js";
import { GameService } from "../server/service.js";
import { GameStore } from "../store/game-store.js";
import { CliError, usage } from "./errors.js";

export interface Held {
  id: string;
  title: string;
  owner: string;
  axis: string;
  british: string;
  created: string;
}

const heldPath = () => join(dataDir(), "wom-campaigns.json");

export function heldCampaigns(): Held[] {
  try {
    const v = JSON.parse(readFileSync(heldPath(), "utf8"));
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

function hold(c: Held) {
  const all = [c, ...heldCampaigns().filter((x) => x.id !== c.id)];
  mkdirSync(dirname(heldPath()), { recursive: true });
  writeFileSync(heldPath(), `${JSON.stringify(all, null, 1)}\n`);
}

/** The campaign named by id (or the start of it), or the latest one. */
export function pickCampaign(id?: string): Held {
  const all = heldCampaigns();
  if (all.length === 0) throw usage("no campaign yet: start one with `sortie wom new`");
  if (!id) return all[0];
  const found = all.filter((c) => c.id.startsWith(id));
  if (found.length !== 1)
    throw usage(found.length ? `"${id}" names several campaigns` : `no campaign "${id}"`);
  return found[0];
}

export interface Game {
  seq: number;
  view: WomView;
  outcome: { summary: string } | null;
  log: {
    seq: number;
    text: string;
    rolls: { purpose: string; value: number; sides: number; result?: string }[];
  }[];
}

/** Rolls the players type in: asked one at a time, with the roll's purpose. */
export type AskRoll = (sides: number, purpose: string) => Promise<number>;

export class WomClient {
  private constructor(
    private readonly store: GameStore,
    private readonly service: GameService,
  ) {}

  static async open(): Promise<WomClient> {
    const store = await GameStore.open();
    return new WomClient(store, new GameService(store, new LiveHub()));
  }

  async close() {
    await this.store.close();
  }

  async create(
    title: string | undefined,
    dice: { mode: "manual" } | { mode: "seeded"; seed?: number },
  ) {
    const r = (await this.call(() =>
      this.service.create({ system: "wings-over-malta", options: title ? { title } : {}, dice }),
    )) as { links: { owner: string; seats: Record<Side, string> }; game: { id: string } };
    const held: Held = {
      id: r.game.id,
      title: title ?? "Wings over Malta",
      owner: r.links.owner,
      axis: r.links.seats.axis,
      british: r.links.seats.british,
      created: new Date().toISOString(),
    };
    hold(held);
    return held;
  }

  async game(c: Held): Promise<Game> {
    return (await this.call(() => this.service.view(c.owner, true))) as unknown as Game;
  }

  /** Takes a step as the given side, asking for each die the players roll themselves. */
  async act(c: Held, side: Side, action: WomAction, ask: AskRoll): Promise<Game> {
    const rolls: number[] = [];
    for (;;) {
      const g = await this.game(c);
      try {
        await this.service.act(side === "axis" ? c.axis : c.british, { seq: g.seq, action, rolls });
        // The answer to a step carries no log: read the game back with it.
        return await this.game(c);
      } catch (e) {
        if (e instanceof ApiError && e.status === 422 && e.extra.need) {
          const need = e.extra.need as { sides: number; purpose: string };
          rolls.push(await ask(need.sides, need.purpose));
          continue;
        }
        throw this.plain(e);
      }
    }
  }

  async exportLog(c: Held): Promise<unknown> {
    return this.call(() => this.service.export(c.owner));
  }

  private async call<T>(f: () => Promise<T>): Promise<T> {
    try {
      return await f();
    } catch (e) {
      throw this.plain(e);
    }
  }

  private plain(e: unknown): unknown {
    return e instanceof ApiError ? new CliError(e.message, 1) : e;
  }
}
