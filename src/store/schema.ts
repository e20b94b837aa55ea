/** The database's tables, as Kysely sees them. JSON is stored as text in both SQLite and PostgreSQL. */
export interface GamesTable {
  id: string;
  system: string;
  version: number;
  /** JSON: creation options. */
  options: string;
  /** JSON: { mode: "keyed" } | { mode: "seeded", seed } | { mode: "manual" }. */
  dice: string;
  /** JSON: the set-up rolls. */
  setup_rolls: string;
  /** Sequence number of the last stored entry (0: none yet). */
  seq: number;
  /**
   * JSON: { state, rng } after the last entry; a cache, the entries are the
   * truth, except that a keyed game's rng is its secret key (and how far it
   * has been read), kept nowhere else and never sent.
   */
  snapshot: string;
  /** "live" or "over". */
  status: string;
  /** How many moves stand (moves less those taken back); null for games stored before it was kept. */
  standing: number | null;
  created_at: string;
  updated_at: string;
}

export interface EntriesTable {
  game_id: string;
  seq: number;
  /** JSON: { kind: "act", seat, action, rolls } | { kind: "undo", seat, freshDice? }. */
  entry: string;
  created_at: string;
}

/** The state after a game's first `standing` standing moves, every few moves: an undo replays only from the nearest one. */
export interface CheckpointsTable {
  game_id: string;
  standing: number;
  /** JSON: the state. */
  state: string;
}

export interface AccessTable {
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  game_id: string;
  /** The seat's name; "owner" for the owner's link. */
  role: string;
  /** How the link was issued: "owner" or "seat". This, never `role`, says which it is. */
  kind: string;
}

/**
 * A game made by another and kept with it: a Squadron Career's fight for one
 * mission (`slot`: the mission's number). Reading the child's links back
 * goes through the parent's link, whose powers come from how it was issued.
 */
export interface LinkedGamesTable {
  parent_id: string;
  slot: number;
  child_id: string;
  created_at: string;
}

export interface Database {
  games: GamesTable;
  linked_games: LinkedGamesTable;
  entries: EntriesTable;
  access: AccessTable;
  checkpoints: CheckpointsTable;
}
