/** The database's tables, as Kysely sees them. JSON is stored as text in both SQLite and PostgreSQL. */
export interface GamesTable {
  id: string;
  system: string;
  version: number;
  /** JSON: creation options. */
  options: string;
  /** JSON: { mode: "seeded", seed } | { mode: "manual" }. */
  dice: string;
  /** JSON: the set-up rolls. */
  setup_rolls: string;
  /** Sequence number of the last stored entry (0: none yet). */
  seq: number;
  /** JSON: { state, rng } after the last entry; a cache, the entries are the truth. */
  snapshot: string;
  /** "live" or "over". */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface EntriesTable {
  game_id: string;
  seq: number;
  /** JSON: { kind: "act", seat, action, rolls } | { kind: "undo", seat }. */
  entry: string;
  created_at: string;
}

export interface AccessTable {
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  game_id: string;
  /** "owner" or a seat name. */
  role: string;
}

export interface Database {
  games: GamesTable;
  entries: EntriesTable;
  access: AccessTable;
}
