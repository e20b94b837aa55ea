/** Starts a Malta Convoy game on the player's own dice: asks for each set-up roll in turn. */
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { ApiFailure, api, type Need } from "../api";
import { holdLinks } from "../links";
import { DicePrompt } from "../shared/DicePrompt";

export function NewManualGame() {
  const [, navigate] = useLocation();
  const [rolls, setRolls] = useState<number[]>([]);
  const [need, setNeed] = useState<Need | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .create({ system: "malta-convoy", dice: { mode: "manual" }, rolls })
      .then(({ links, game }) => {
        const open = `/g/${links.seats.player}`;
        holdLinks(game.id, game.system, links, { mode: "solo", plays: ["player"], open });
        navigate(open, { replace: true });
      })
      .catch((e) => {
        if (!live) return;
        if (e instanceof ApiFailure && e.need) setNeed(e.need);
        else setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      live = false;
    };
  }, [rolls, navigate]);

  return (
    <section className="panel narrow">
      <h1>Malta Convoy on your own dice</h1>
      <p>Roll real dice and type each value: first the convoy, then the journey.</p>
      {rolls.length > 0 && <p className="muted">Rolled so far: {rolls.join(", ")}</p>}
      {need && <DicePrompt need={need} onRoll={(v) => setRolls((r) => [...r, v])} />}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
