/** The first-game walkthrough of Hawks over Malta, as a page. */
import { Link } from "wouter";
import { hrefOf, resolveRef } from "../rules/refs";
import { GUIDE } from "./guide";

/** A step's rule on the players' pages (the guide names it by the heading it had). */
const ruleOf = (anchor: string) => {
  const place = resolveRef("hawks-over-malta", anchor);
  return place ? hrefOf(place) : "/rules/hawks-over-malta";
};

export function FirstGame() {
  return (
    <article className="panel narrow first-game">
      <h1>Your first game of Hawks over Malta</h1>
      <p>
        Two sides, one raid: the Axis brings bombers and an escort to hit targets on Malta; the RAF
        tries to shoot down enough of them first. A game is twelve turns at most. Here is what to do
        at each phase; the game page shows the same help beside the board while you play.
      </p>
      <ol>
        {GUIDE.map((g) => (
          <li key={g.phase}>
            <h2>{g.title}</h2>
            {g.text.map((t) => (
              <p key={t}>{t}</p>
            ))}
            <p className="small">
              <Link href={ruleOf(g.anchor)}>The rule in full</Link>
            </p>
          </li>
        ))}
      </ol>
      <p className="row wrap">
        <Link href="/hawks/new" className="button">
          Start a game
        </Link>
        <Link href="/rules/hawks-over-malta">All the rules</Link>
      </p>
    </article>
  );
}
