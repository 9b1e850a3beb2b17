export type * from "./types.ts";
export * from "./privacy.ts";
export * from "./terms.ts";
export * from "./about.ts";
export * from "./author.ts";
export * from "./method.ts";
export * from "./game.ts";
