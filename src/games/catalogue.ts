/** The five systems, for menus: which are built, and what each is. */
import { SCENARIOS } from "./winged-victory/missions/scenarios.js";

export interface SystemInfo {
  id: string;
  title: string;
  kind: string;
  blurb: string;
  ready: boolean;
  /** Scenarios to start from the home page (id and name). */
  scenarios?: { id: string; name: string }[];
}

export const CATALOGUE: SystemInfo[] = [
  {
    id: "malta-convoy",
    title: "Malta Convoy",
    kind: "solo dice game",
    blurb:
      "Fight the Operation Pedestal convoy through to Malta, August 1942. An advisor weighs every option.",
    ready: true,
  },
  {
    id: "hawks-over-malta",
    title: "Hawks over Malta",
    kind: "two-player board game",
    blurb:
      "Italian raids on Malta: fighters and bombers on a grid, hidden priority chits. Hot-seat, against the computer, or online.",
    ready: true,
  },
  {
    id: "winged-victory",
    title: "Winged Victory",
    kind: "two-player hex game",
    blurb:
      "Side-view dogfights over the Western Front, 1916–17: energy, manoeuvres and coloured dice. Hot-seat, against the computer, or online.",
    ready: true,
    scenarios: [
      ...SCENARIOS.map((s) => ({ id: s.id, name: s.name })),
      { id: "mission", name: "A random mission (1916 or 1917)" },
    ],
  },
  {
    id: "winged-victory-career",
    title: "Winged Victory: Squadron Career",
    kind: "campaign for Winged Victory",
    blurb:
      "A squadron through the war in the air, 1916–18: briefings, crews, after-action reports, wounds, aces and medals.",
    ready: true,
  },
  {
    id: "winged-victory-table",
    title: "Winged Victory at the table",
    kind: "companion for the boxed game",
    blurb:
      "Fly on the printed board: Sortie keeps the dashboards, asks for your dice and says who moves and who may fire.",
    ready: true,
  },
  {
    id: "wings-over-malta",
    title: "Wings over Malta",
    kind: "campaign for Wings of Glory",
    blurb: "24 missions over Malta, 1940–42: missions, pilots, wounds, aces and medals.",
    ready: true,
  },
  {
    id: "knights-of-the-air",
    title: "Knights of the Air",
    kind: "league and campaign for Wings of War",
    blurb: "A club's league and campaign: pilots, logs and standings.",
    ready: true,
  },
];
