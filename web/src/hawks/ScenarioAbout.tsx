/** What each Hawks over Malta scenario is, for a player choosing one: the story, the planes, the score. */

import { count } from "../../../src/engine/words.js";
import {
  AIRCRAFT,
  type AircraftId,
  type Scenario,
} from "../../../src/games/hawks-over-malta/data.js";

/** In our own words: the raid as a player meets it. */
const STORY: Record<number, string> = {
  1: "Summer 1940, the first raids. Malta has only three old Gladiator biplanes; the Regia Aeronautica sends two BR.20 bombers with three fighters to cover them. Small and quick: the one to learn on.",
  2: "Later in 1940. The first Hurricanes have joined the Gladiators, but the raid is bigger: two CANT Z.1007 bombers behind four modern monoplane fighters. The RAF must get past the escort to reach the bombers.",
  3: "A heavier raid. Three Hurricanes and a Tomahawk meet three BR.20 bombers and a six-fighter escort. A damaged bomber that still carries its bombs at the end counts for the RAF: driving a raid back is a success too.",
  4: "The big battle: five RAF fighters, three of them Tomahawks, against ten Italian planes, four of them bombers. Every plane lost is worth more here than in the smaller scenarios.",
};

function forces(ids: AircraftId[]): string {
  const counts = new Map<AircraftId, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts]
    .map(([id, n]) => {
      const a = AIRCRAFT[id];
      return a.role === "bomber" ? count(n, `${a.name} bomber`) : `${n} ${a.name}`;
    })
    .join(", ");
}

const pts = (n: number) => count(n, "point");

export function ScenarioAbout({ scenario, id }: { scenario: Scenario; id: string }) {
  const vp = scenario.vp;
  return (
    <div className="scenario-about" id={id} aria-live="polite">
      <p>{STORY[scenario.id]}</p>
      <dl>
        <dt>RAF</dt>
        <dd>{forces(scenario.british)}</dd>
        <dt>Axis</dt>
        <dd>{forces(scenario.axis)}</dd>
        <dt>Scoring</dt>
        <dd>
          The Axis scores {pts(vp.bombHit)} for each bomb hit on an objective and{" "}
          {pts(vp.britishPlaneDown)} for each RAF plane shot down. The RAF scores{" "}
          {pts(vp.axisFighterDown)} for each Axis fighter and {pts(vp.axisBomberDown)} for each
          bomber shot down
          {vp.bomberTurnedBack
            ? `, and ${pts(vp.bomberTurnedBack)} for each damaged bomber still carrying its bombs at the end`
            : ""}
          . A tie goes to the RAF.
        </dd>
      </dl>
    </div>
  );
}
