/**
 * The server bench's yardstick: another game's view read at 200 requests a
 * second over four connections, while the load being measured goes on
 * beside it (games against the computer, hostile imports).
 */
import autocannon from "autocannon";

/** Creates a Malta Convoy game to read; returns a reading of its view for `duration` seconds. */
export async function otherGameReads(url: string) {
  const answer = await fetch(`${url}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ system: "malta-convoy", dice: { mode: "seeded", seed: 1 } }),
  });
  const game = await answer.json();
  return (duration: number) =>
    autocannon({
      url: `${url}/api/t/${game.links.seats.player}`,
      connections: 4,
      duration,
      overallRate: 200,
    });
}
