/** An illegal action or input: the message is for the player and is shown as it is. */
export class RuleError extends Error {
  override name = "RuleError";
}

/**
 * Thrown by asked dice when the rules need a roll nobody has made yet: the
 * caller asks the player for a value 1..sides, appends it and runs `act` again.
 */
export class NeedRoll extends Error {
  override name = "NeedRoll";
  constructor(
    readonly sides: number,
    readonly purpose: string,
    /** How many values of this action were already given. */
    readonly index: number,
  ) {
    super(`a d${sides} roll is needed: ${purpose}`);
  }
}
