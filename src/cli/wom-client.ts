/**
 * The terminal's hold on Wings over Malta campaigns: the shared campaign
 * client, with each campaign's Axis and British links kept beside the owner's.
 */
import type { WomAction } from "../games/wings-over-malta/actions.js";
import type { Side } from "../games/wings-over-malta/data.js";
import type { WomView } from "../games/wings-over-malta/rules.js";
import { GameStore } from "../store/game-store.js";
import {
  type AskRoll,
  CampaignClient,
  type CampaignGame,
  campaignHold,
  type DiceChoice,
  type HeldCampaign,
} from "./campaign-client.js";

export interface Held extends HeldCampaign {
  axis: string;
  british: string;
}

const held = campaignHold<Held>("wom-campaigns.json", "sortie wom new");
export const { pickCampaign } = held;

export type Game = CampaignGame<WomView>;

export class WomClient extends CampaignClient<WomView, Held> {
  static async open(): Promise<WomClient> {
    return new WomClient(await GameStore.open(), "wings-over-malta", held.hold, (links) => ({
      axis: links.seats.axis,
      british: links.seats.british,
    }));
  }

  create(title: string | undefined, dice: DiceChoice) {
    return this.createHeld(title ? { title } : {}, dice, title ?? "Wings over Malta");
  }

  /** Takes a step as the given side, asking for each die the players roll themselves. */
  act(c: Held, side: Side, action: WomAction, ask: AskRoll): Promise<Game> {
    return this.actAs(c, side === "axis" ? c.axis : c.british, action, ask);
  }
}
