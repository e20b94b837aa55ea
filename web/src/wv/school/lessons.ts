/** The flying school's lessons in order, each with a few words on what it teaches. */
export type LessonKind = "flight" | "spotting" | "shot";

export interface LessonEntry {
  id: string;
  kind: LessonKind;
  title: string;
  /** What the lesson is about, before it starts. */
  intro: string[];
  /** What passing it takes. */
  goal: string;
}

export const LESSONS: readonly LessonEntry[] = [
  {
    id: "ground",
    kind: "flight",
    title: "Ground school: the throttle and the speed cue",
    intro: [
      "Every plane's dashboard has a speed strip with two markers on it: the throttle pip, the power you ask of the engine this turn, and the speed cue, how fast the plane is going. The cue is how many Hexes the plane flies in a turn.",
      "The pip is set at the start of a turn. At its end the cue moves halfway toward the pip (rounded down), or straight onto it when the two are side by side. A rotary engine like the Strutter's is either off (0) or full on (5 at Low and Medium, 4 at High); an in-line engine can be set anywhere in between.",
    ],
    goal: "Start the engine, then stop it: bring the Strutter's cue up from 0 and back down to 0.",
  },
  {
    id: "climbing",
    kind: "flight",
    title: "Climbing",
    intro: [
      "The Strutter flies west at level 6 (Low), throttle and cue at 5. Before it can point its nose up it must fly straight for its preparatory Hexes: 2 at Low.",
      "A climb gains one level a turn at most; the rest of the allowance is lost. A shallow climb costs the drag number printed under the speed; a hard climb costs the drag + 2.",
    ],
    goal: "Climb from level 6 to level 8, once shallow and once hard, without stalling.",
  },
  {
    id: "diving",
    kind: "flight",
    title: "Diving",
    intro: [
      "The Strutter flies west at level 10, throttle and cue at 5. A dive starts after the same preparatory Hexes as a climb and gains one speed point for every level lost, shallow or hard.",
      "To keep the speed down you throttle back to 2: the school lets its rotary engine do that (in a fight it is 0 or full power). The second turn shows the optional rule of one more diving Hex before levelling out.",
    ],
    goal: "Dive from level 10 to level 6 and level out under control.",
  },
  {
    id: "turning",
    kind: "flight",
    title: "Turning: easy, normal and hard",
    intro: [
      "A turn flips the counter to fly the other way, and every turn costs the drag under the speed you start it at. No preparatory Hexes are needed.",
      "The easy turn flies the whole allowance first and loses no height, but is not allowed when engaged. The normal turn flies more than half the allowance, drops a level, and is always allowed. The hard turn, only when engaged, flies half the allowance (at least 1 Hex) and drops two levels. Paying the drag again keeps a level you would lose.",
    ],
    goal: "Fly one turn of each kind, from level 11 down to level 8.",
  },
  {
    id: "climbing-turns",
    kind: "flight",
    title: "Turning while climbing or diving",
    intro: [
      "A climb or dive can end with the counter flipped: the turn comes after the climb or dive, and its drag is added to the climb's cost or taken from the dive's gain. No easy, normal or hard turn mixes with a climb or dive.",
    ],
    goal: "A climbing turn from level 4 to 5, level flight to gain speed, then a diving turn back to 4.",
  },
  {
    id: "acrobatics",
    kind: "flight",
    title: "The acrobatics",
    intro: [
      "Six manoeuvres for a dogfight. The jink and the barrel roll make you harder to hit; the half loop, the wingover and the Immelmann reverse your heading (climbing, diving, or climbing with guns free); the side slip loses a level without gaining speed.",
      "Each needs working controls and a healthy pilot; a plane carrying bombs, or one whose preparatory number is underscored, is barred from most of them. Between two of them the Strutter flies level to get its speed back.",
    ],
    goal: "Fly all six acrobatics in one flight without stalling.",
  },
  {
    id: "spotting",
    kind: "spotting",
    title: "Spotting",
    intro: [
      "You cannot attack or dodge a plane you have not seen. A pilot sees up to 5 MegaHexes (the large hexagons, shown with the MegaHexes box on the board) beyond his own; an enemy in his own MegaHex is seen at once, anyone else needs a Spotting Test.",
      "The test rolls the die printed on the plane's dashboard (the Camel's is grey), a step better or worse for the pilot's skill. A cross misses; one stroke (i) sees up to 4 MegaHexes; two strokes (ii) see as far as a pilot can. The lesson's die shows set faces, so you meet each case.",
    ],
    goal: "Spot an Albatros from a Camel at each distance.",
  },
  {
    id: "first-shot",
    kind: "shot",
    title: "A first shot",
    intro: [
      "A fighter's gun fires straight ahead only, up to 5 Hexes along its line. Each shot rolls the die on the gun's metal plate, moved up or down the ladder of colours by the pilot's skill, the range and the side of the target you see (its tail is the best), and one step more for a long burst, which jams the guns if it scores just 1 damage.",
      "Your Camel flies east at level 8, 8 Hexes behind an Albatros that is throttled back to 3.",
    ],
    goal: "Close in and hit the Albatros.",
  },
];

export const entryOf = (id: string) => LESSONS.find((l) => l.id === id);
export const nextOf = (id: string) => LESSONS[LESSONS.findIndex((l) => l.id === id) + 1];
