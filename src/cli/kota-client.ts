/**
 * The terminal's hold on Knights of the Air campaigns: the same store and
 * service as the web app; the links of the campaigns it created or imported
 * are kept in the data folder, so it can act as any player or Wing Commander.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { KotaAction } from "../games/knights-of-the-air/actions.js";
import type { KotaOptions } from "../games/knights-of-the-air/options.js";
import type { KotaView } from "../games/knights-of-the-air/rules.js";
import { dataDir } from "../paths.js";
import { ApiError } from "../server/errors.js";
import { LiveHub } from "../server/live.js";
import { GameService } from "../server/service.js";
import { GameStore } from "../store/game-store.js";
import { CliError, usage } from "./errors.js";

export interface HeldKota {
  id: string;
  title: string;
  owner: string;
  seats: Record<string, string>;
  created: string;
}

const heldPath = () => join(dataDir(), "kota-campaigns.json");

export function heldCampaigns(): HeldKota[] {
  try {
    const v = JSON.parse(readFileSync(heldPath(), "utf8"));
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

function hold(c: HeldKota) {
  const all = [c, ...heldCampaigns().filter((x) => x.id !== c.id)];
  mkdirSync(dirname(heldPath()), { recursive: true });
  writeFileSync(heldPath(), `${JSON.stringify(all, null, 1)}\n`);
}

/** The campaign named by id (or the start of it), or the latest one. */
export function pickCampaign(id?: string): HeldKota {
  const all = heldCampaigns();
  if (all.length === 0) throw usage("no campaign yet: start one with `sortie kota new`");
  if (!id) return all[0];
  const found = all.filter((c) => c.id.startsWith(id));
  if (found.length !== 1)
    throw usage(found.length ? `"${id}" names several campaigns` : `no campaign "${id}"`);
  return found[0];
}

export interface KotaGame {
  seq: number;
  view: KotaView;
  outcome: { summary: string } | null;
  log: {
    seq: number;
    text: string;
    rolls: { purpose: string; value: number; sides: number; result?: string }[];
  }[];
}

/** A draw or roll the club makes itself: asked one at a time, with its purpose. */
export type AskRoll = (sides: number, purpose: string) => Promise<number>;

export class KotaClient {
  private constructor(
    private readonly store: GameStore,
    private readonly service: GameService,
  ) {}

  static async open(): Promise<KotaClient> {
    const store = await GameStore.open();
    return new KotaClient(store, new GameService(store, new LiveHub()));
  }

  async close() {
    await this.store.close();
  }

  async create(options: KotaOptions, dice: { mode: "manual" } | { mode: "seeded"; seed?: number }) {
    const r = (await this.call(() =>
      this.service.create({ system: "knights-of-the-air", options, dice }),
    )) as { links: { owner: string; seats: Record<string, string> }; game: { id: string } };
    const held: HeldKota = {
      id: r.game.id,
      title: options.title ?? "Knights of the Air",
      owner: r.links.owner,
      seats: r.links.seats,
      created: new Date().toISOString(),
    };
    hold(held);
    return held;
  }

  async import(log: unknown): Promise<HeldKota> {
    const r = (await this.call(() =>
      this.service.import({ log, system: "knights-of-the-air" }),
    )) as { id: string; links: { owner: string; seats: Record<string, string> } };
    const held: HeldKota = {
      id: r.id,
      title: "Knights of the Air",
      owner: r.links.owner,
      seats: r.links.seats,
      created: new Date().toISOString(),
    };
    const g = await this.game(held);
    held.title = g.view.state.title;
    hold(held);
    return held;
  }

  async game(c: HeldKota): Promise<KotaGame> {
    return (await this.call(() => this.service.view(c.owner, true))) as unknown as KotaGame;
  }

  /** Takes a step in a seat, asking for each draw the club makes itself (manual dice). */
  async act(c: HeldKota, seat: string, action: KotaAction, ask: AskRoll): Promise<KotaGame> {
    const token = c.seats[seat];
    if (!token)
      throw usage(`this campaign has no seat "${seat}" (${Object.keys(c.seats).join(", ")})`);
    const rolls: number[] = [];
    for (;;) {
      const g = await this.game(c);
      try {
        await this.service.act(token, { seq: g.seq, action, rolls });
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

  async exportLog(c: HeldKota): Promise<unknown> {
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
