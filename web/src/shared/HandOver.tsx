import type { ReactNode } from "react";

/** The covered board between two hot-seat turns: nothing of either side shows until the next player asks. */
export function HandOver({
  side,
  onShow,
  children,
}: {
  /** The side's name as players say it ("Axis", "Allies"). */
  side: string;
  onShow: () => void;
  children?: ReactNode;
}) {
  return (
    <section className="panel handover" aria-live="polite">
      <h1>Pass the screen to the {side} player</h1>
      <p>The board stays covered until they are ready, so no secret is seen by the other side.</p>
      <button type="button" className="act" onClick={onShow}>
        I fly for the {side}: show my side
      </button>
      {children}
    </section>
  );
}
