/** The first-game walkthrough of Hawks over Malta: what to do in each phase, in a few plain sentences. */

export interface GuideStep {
  phase: string;
  title: string;
  /** The rules page heading that explains it. */
  anchor: string;
  text: string[];
}

export const GUIDE: GuideStep[] = [
  {
    phase: "place-objective",
    title: "Set-up: the Axis places its objectives",
    anchor: "set-up",
    text: [
      "The Axis raid comes in at D1, on the north edge. Its targets go on squares exactly four squares from D1, counting across and down, never diagonally.",
      "Click one of the highlighted squares for each objective. A bomber that reaches one may bomb it later.",
    ],
  },
  {
    phase: "place-defence",
    title: "Set-up: the RAF places AA guns and clouds",
    anchor: "set-up",
    text: [
      "The RAF puts its anti-aircraft chits on squares, then its clouds on a square and an altitude each.",
      "AA fires at Axis planes in its square after every move; over an objective it fires at anything. A plane in a cloud is hidden from planes above it and is harder to hit.",
    ],
  },
  {
    phase: "priorities",
    title: "Each turn: order your planes",
    anchor: "a-turn",
    text: [
      "Put your planes in the order they will move: number 1 first. Use the arrows, then lay the chits face down.",
      "Neither side sees the other's order until both are down. Then a die decides which side has the initiative and moves first.",
    ],
  },
  {
    phase: "move",
    title: "Movement: one plane at a time",
    anchor: "a-turn",
    text: [
      "The plane in play is outlined on the board. Each click moves it one space: one square north, east, south or west at the same altitude, or one level up or down in its square.",
      "Fighters have two spaces, bombers one. A plane must move at least one space; after that you may end its move.",
    ],
  },
  {
    phase: "react",
    title: "Firing as a foe passes",
    anchor: "the-engagement-rule-rulings",
    text: [
      "An enemy plane has come into the square of one of your fighters, at its level or one below. You may fire on it as it passes: only you roll.",
      "A fighter fires once a turn: after this shot it is marked FIRED and cannot fire again, not even back.",
    ],
  },
  {
    phase: "engage",
    title: "Attacks at the end of a move",
    anchor: "the-engagement-rule-rulings",
    text: [
      "Your fighter has ended its move with a foe it can see: at its own level it must attack; one level below it may.",
      "In an attack both planes fire at once (2D6 each, needing the aircraft's number or more). A second hit downs a plane.",
    ],
  },
  {
    phase: "bomb",
    title: "Bombing",
    anchor: "anti-aircraft-fire-bombing-and-clouds-rulings",
    text: [
      "Your bomber is over an objective. Bomb now (2D6 against its row: lower altitudes need less) or hold the bombs for a later turn. Each bomber bombs once.",
      "Each hit scores the Axis victory points; downed planes score for the other side.",
    ],
  },
  {
    phase: "wait",
    title: "The other side is moving",
    anchor: "a-turn",
    text: [
      "Watch the board: the other side's moves appear as they are made. Planes in a cloud that none of yours is low enough to spot are not shown.",
    ],
  },
  {
    phase: "over",
    title: "The end",
    anchor: "winning-reconstructed",
    text: [
      "The game ends after turn 12, when a side has no planes left, or when no Axis bomber could still bomb. More victory points wins; a tie goes to the RAF.",
      "The RAF also scores for each damaged Axis bomber still carrying its bombs at the end, a raider turned back: as much as the Axis scores for a downed RAF fighter.",
    ],
  },
];

/** The step for the phase a seat is in now. */
export function guideFor(phase: { kind: string; what?: string }, mine: boolean, over: boolean) {
  const key = over
    ? "over"
    : !mine
      ? "wait"
      : phase.kind === "place"
        ? phase.what === "objective"
          ? "place-objective"
          : "place-defence"
        : phase.kind;
  return GUIDE.find((g) => g.phase === key) ?? GUIDE[GUIDE.length - 2];
}
