/** The terminal's hold on Squadron Careers: the shared campaign client, with the Wing Commander's link. */
import type { CareerAction, CareerView } from "../games/winged-victory/career/rules.js";
import type { WvView } from "../games/winged-victory/view/view.js";
import { GameStore } from "../store/game-store.js";
import {
  type AskRoll,
  CampaignClient,
  type CampaignGame,
  campaignHold,
  type DiceChoice,
  type HeldCampaign,
  type Links,
} from "./campaign-client.js";

export interface HeldCareer extends HeldCampaign {
  commander: string;
  /** Missions flown in Sortie: each one's Winged Victory game, by its seats' links. */
  fights?: Record<string, { allies: string; germans: string }>;
}

const held = campaignHold<HeldCareer>("wv-careers.json", "sortie wv career new");
export const { pickCampaign: pickCareer } = held;

export type CareerGame = CampaignGame<CareerView>;

export class CareerClient extends CampaignClient<CareerView, HeldCareer> {
  static async open(): Promise<CareerClient> {
    return new CareerClient(
      await GameStore.open(),
      "winged-victory-career",
      held.hold,
      (links) => ({
        commander: links.seats.commander,
      }),
    );
  }

  /** Raises a squadron, asking for each founding roll where the dice are rolled at the table. */
  create(options: Record<string, unknown>, dice: DiceChoice, ask: AskRoll): Promise<HeldCareer> {
    return this.createHeld(options, dice, (v) => v.state.squadron, ask);
  }

  /** Loads a career from its exported log and holds it as the latest. */
  import(log: unknown): Promise<HeldCareer> {
    return this.importHeld(log, (g) => g.view.state.squadron);
  }

  /** Starts the Winged Victory game of mission `n` and keeps its links with the career. */
  async createFight(c: HeldCareer, n: number, options: unknown, dice: DiceChoice) {
    const r = (await this.call(() =>
      this.service.create({ system: "winged-victory", options, dice }),
    )) as { links: Links };
    const seats = { allies: r.links.seats.allies, germans: r.links.seats.germans };
    c.fights = { ...(c.fights ?? {}), [String(n)]: seats };
    held.hold(c);
    return seats;
  }

  /** A Winged Victory game as one seat sees it. */
  async fight(token: string): Promise<{ status: string; view: WvView }> {
    return (await this.call(() => this.service.view(token, false))) as unknown as {
      status: string;
      view: WvView;
    };
  }

  /** Takes a step as the Wing Commander, asking for each die rolled at the table. */
  act(c: HeldCareer, action: CareerAction, ask: AskRoll): Promise<CareerGame> {
    return this.actAs(c, c.commander, action, ask);
  }
}
