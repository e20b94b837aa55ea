/** Live push: every open view of a game hears of each new entry, seen from its own seat. */
export interface Listener {
  /** The seat it watches as, or null (the owner's spectator view). */
  seat: string | null;
  send(message: unknown): void;
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

  listeners(gameId: string): Listener[] {
    return [...(this.byGame.get(gameId) ?? [])];
  }

  count(): number {
    let n = 0;
    for (const s of this.byGame.values()) n += s.size;
    return n;
  }
}
