/** Mounted on a finished fight's table: its account and replay, loaded (with the rules engine) only then. */
import { lazy, Suspense } from "react";
import "./end.css";

const FightStory = lazy(() => import("./FightStory"));

export function FightEnd({
  token,
  seat,
  seq,
}: {
  token?: string;
  seat: string | null;
  seq: number;
}) {
  if (!token) return null;
  return (
    <Suspense fallback={<p className="muted">Reading the fight's log…</p>}>
      <FightStory token={token} seat={seat} seq={seq} />
    </Suspense>
  );
}
