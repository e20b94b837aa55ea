/** Live push: every open view of a game hears of each new entry, seen from its own seat. */
export interface Listener {
  /** The seat it watches as, or null (the owner's spectator view). */
  seat: string | null;
  /** Sends one message, already as JSON text (built once for every socket of the same seat). */
  send(text: string): void;
}

export class LiveHub {
  private readonly byGame = new Map<string, Set<Listener>>();

  add(gameId: string, listener: Listener): () => void {
    let set = this.byGame.get(gameId);
    if (!set) {
      set = new Set();
      this.byGame.set(gameId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byGame.delete(gameId);
    };
  }

  /** The game's listeners, grouped by the seat they watch as. */
  bySeat(gameId: string): Map<string | null, Listener[]> {
    const out = new Map<string | null, Listener[]>();
    for (const l of this.byGame.get(gameId) ?? []) {
      const group = out.get(l.seat);
      if (group) group.push(l);
      else out.set(l.seat, [l]);
    }
    return out;
  }

  count(): number {
    let n = 0;
    for (const s of this.byGame.values()) n += s.size;
    return n;
  }
}
