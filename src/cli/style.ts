import pc from "picocolors";

/** Colours only when writing to a terminal (and NO_COLOR is not set). */
export const color = pc.createColors(Boolean(process.stdout.isTTY) && !process.env.NO_COLOR);
