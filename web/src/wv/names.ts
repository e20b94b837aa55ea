/** The sides as players name them. */
export const SIDE_NAMES = { allies: "Allies", germans: "Germans" } as const;
