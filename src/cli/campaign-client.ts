/**
 * The terminal's hold on a system's campaigns: it talks to the same store as
 * the web app through the same service, and remembers the links of the
 * campaigns it created or imported in a file of the data folder, the latest
 * first, so a command acts on the latest campaign unless one is named.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { dataDir } from "../paths.js";
import { ApiError } from "../server/errors.js";
import { LiveHub } from "../server/live.js";
import { GameService } from "../server/service.js";
import type { GameStore } from "../store/game-store.js";
import { InputEnded } from "./dice-prompt.js";
import { CliError, usage } from "./errors.js";
import { LineReader } from "./input.js";
import type { Prompter } from "./prompts.js";
import { color as c } from "./style.js";

/** What every held campaign keeps: its id, its name, the owner's link and when it was made. */
export interface HeldCampaign {
  id: string;
  title: string;
  owner: string;
  created: string;
}

/** The held campaigns of one system, kept in `file`; `command` is how to start one. */
export function campaignHold<H extends HeldCampaign>(file: string, command: string) {
  const path = () => join(dataDir(), file);

  function heldCampaigns(): H[] {
    try {
      const v = JSON.parse(readFileSync(path(), "utf8"));
      return Array.isArray(v) ? v : [];
    } catch {
      return [];
    }
  }

  /** Keeps a campaign, as the latest. */
  function hold(c: H) {
    const all = [c, ...heldCampaigns().filter((x) => x.id !== c.id)];
    mkdirSync(dirname(path()), { recursive: true });
    writeFileSync(path(), `${JSON.stringify(all, null, 1)}\n`);
  }

  /** The campaign named by id (or the start of it), or the latest one. */
  function pickCampaign(id?: string): H {
    const all = heldCampaigns();
    if (all.length === 0) throw usage(`no campaign yet: start one with \`${command}\``);
    if (!id) return all[0];
    const found = all.filter((c) => c.id.startsWith(id));
    if (found.length !== 1)
      throw usage(found.length ? `"${id}" names several campaigns` : `no campaign "${id}"`);
    return found[0];
  }

  return { heldCampaigns, hold, pickCampaign };
}

/** A campaign as the owner's link shows it, with its log. */
export interface CampaignGame<V> {
  seq: number;
  view: V;
  outcome: { summary: string } | null;
  log: {
    seq: number;
    seat?: string;
    text: string;
    rolls: { purpose: string; value: number; sides: number; result?: string }[];
  }[];
}

/** A roll or draw the players make themselves: asked one at a time, with its purpose. */
export type AskRoll = (sides: number, purpose: string) => Promise<number>;

export type DiceChoice = { mode: "manual" } | { mode: "seeded"; seed?: number };

export interface Links {
  owner: string;
  seats: Record<string, string>;
}

/** The service calls a terminal client makes, its errors turned into one-line messages. */
export class CampaignClient<V, H extends HeldCampaign> {
  protected readonly service: GameService;

  /** `keep` holds a campaign made or imported here, with the seats `seatsOf` takes from its links. */
  protected constructor(
    private readonly store: GameStore,
    private readonly system: string,
    private readonly keep: (c: H) => void,
    private readonly seatsOf: (links: Links) => Omit<H, keyof HeldCampaign>,
  ) {
    this.service = new GameService(store, new LiveHub());
  }

  async close() {
    await this.store.close();
  }

  private held(id: string, title: string, links: Links): H {
    const c = { id, title, owner: links.owner, ...this.seatsOf(links) } as H;
    c.created = new Date().toISOString();
    return c;
  }

  /**
   * Starts a campaign and holds it as the latest, named `title` or as its
   * first view says; with `ask`, asks for each founding roll made at the table.
   */
  protected async createHeld(
    options: unknown,
    dice: DiceChoice,
    title: string | ((view: V) => string),
    ask?: AskRoll,
  ): Promise<H> {
    const r = (await this.askingRolls(ask, (rolls) =>
      this.service.create({ system: this.system, options, dice, rolls }),
    )) as { links: Links; game: { id: string; view: V } };
    const c = this.held(r.game.id, typeof title === "string" ? title : title(r.game.view), r.links);
    this.keep(c);
    return c;
  }

  /** Loads a campaign from its log and holds it as the latest, named as its state says. */
  protected async importHeld(log: unknown, titleOf: (g: CampaignGame<V>) => string): Promise<H> {
    const r = (await this.call(() => this.service.import({ log, system: this.system }))) as {
      id: string;
      links: Links;
    };
    const c = this.held(r.id, "", r.links);
    c.title = titleOf(await this.game(c));
    this.keep(c);
    return c;
  }

  async game(c: HeldCampaign): Promise<CampaignGame<V>> {
    return (await this.call(() => this.service.view(c.owner, true))) as unknown as CampaignGame<V>;
  }

  /** Takes a step through a seat's link, asking for each roll the players make themselves. */
  protected async actAs(
    c: HeldCampaign,
    token: string,
    action: unknown,
    ask: AskRoll,
  ): Promise<CampaignGame<V>> {
    return this.askingRolls(ask, async (rolls) => {
      const g = await this.game(c);
      const r = (await this.service.act(token, { seq: g.seq, action, rolls })) as {
        links?: Record<string, string>;
      };
      // A step that added a seat (a player enrolled) hands out its link once: keep it with the others.
      const seats = (c as { seats?: Record<string, string> }).seats;
      if (r.links && seats) {
        Object.assign(seats, r.links);
        this.keep(c as H);
      }
      // The answer to a step carries no log: read the game back with it.
      return this.game(c);
    });
  }

  /** Runs `step` with the rolls typed so far, asking (with `ask`) for each further roll it needs. */
  private async askingRolls<T>(
    ask: AskRoll | undefined,
    step: (rolls: number[]) => Promise<T>,
  ): Promise<T> {
    const rolls: number[] = [];
    for (;;) {
      try {
        return await step(rolls);
      } catch (e) {
        if (ask && e instanceof ApiError && e.status === 422 && e.extra.need) {
          const need = e.extra.need as { sides: number; purpose: string };
          rolls.push(await ask(need.sides, need.purpose));
          continue;
        }
        throw this.plain(e);
      }
    }
  }

  /** Takes back the last step through the link of the seat that took it (the server says whether it may). */
  protected async undoAs(c: HeldCampaign, token: string): Promise<CampaignGame<V>> {
    const g = await this.game(c);
    await this.call(() => this.service.undo(token, { seq: g.seq }));
    return this.game(c);
  }

  async exportLog(c: HeldCampaign): Promise<unknown> {
    return this.call(() => this.service.export(c.owner));
  }

  protected async call<T>(f: () => Promise<T>): Promise<T> {
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

/**
 * Runs `f` with a client `open` gives and a reader of the terminal, then
 * closes both; input that ends mid-step is a plain message (`stopped`: what
 * became of the step).
 */
export async function campaignSession<C extends { close(): Promise<void> }, T>(
  open: () => Promise<C>,
  f: (client: C, reader: LineReader) => Promise<T>,
  stopped = "nothing was saved for the step in progress",
): Promise<T> {
  const client = await open();
  const reader = new LineReader();
  try {
    return await f(client, reader);
  } catch (e) {
    if (e instanceof InputEnded) {
      if (reader.interrupted) throw new CliError(`stopped; ${stopped}`, 130);
      throw usage(`input ended before the step was complete; ${stopped}`);
    }
    throw e;
  } finally {
    reader.close();
    await client.close();
  }
}

/** Asks the players for each die they roll at the table. */
export const diceAsker =
  (ask: Prompter): AskRoll =>
  (sides, purpose) =>
    ask.int(`  Roll ${c.bold(`a d${sides}`)} — ${purpose}`, 1, sides);
