/**
 * The terminal's hold on Knights of the Air campaigns: the shared campaign
 * client, with every seat's link kept (each player's and each Wing
 * Commander's), so it can act as any of them.
 */
import type { KotaAction } from "../games/knights-of-the-air/actions.js";
import type { KotaOptions } from "../games/knights-of-the-air/options.js";
import type { KotaView } from "../games/knights-of-the-air/rules.js";
import { GameStore } from "../store/game-store.js";
import {
  type AskRoll,
  CampaignClient,
  type CampaignGame,
  campaignHold,
  type DiceChoice,
  type HeldCampaign,
} from "./campaign-client.js";
import { usage } from "./errors.js";

export interface HeldKota extends HeldCampaign {
  seats: Record<string, string>;
}

const held = campaignHold<HeldKota>("kota-campaigns.json", "sortie kota new");
export const { pickCampaign } = held;

export type KotaGame = CampaignGame<KotaView>;

export class KotaClient extends CampaignClient<KotaView, HeldKota> {
  static async open(): Promise<KotaClient> {
    return new KotaClient(await GameStore.open(), "knights-of-the-air", held.hold, (links) => ({
      seats: links.seats,
    }));
  }

  create(options: KotaOptions, dice: DiceChoice) {
    return this.createHeld(options, dice, options.title ?? "Knights of the Air");
  }

  import(log: unknown): Promise<HeldKota> {
    return this.importHeld(log, (g) => g.view.state.title);
  }

  /** Takes back the last step, as the seat that took it. */
  undo(c: HeldKota, seat: string): Promise<KotaGame> {
    const token = c.seats[seat];
    if (!token)
      throw usage(`this campaign holds no link for the seat "${seat}" that took the last step`);
    return this.undoAs(c, token);
  }

  /** Takes a step in a seat, asking for each draw the club makes itself (manual dice). */
  async act(c: HeldKota, seat: string, action: KotaAction, ask: AskRoll): Promise<KotaGame> {
    const token = c.seats[seat];
    if (!token)
      throw usage(`this campaign has no seat "${seat}" (${Object.keys(c.seats).join(", ")})`);
    return this.actAs(c, token, action, ask);
  }
}
