/** A mistake in how the command was called (exit code 2): printed as one line, no stack. */
export class UsageError extends Error {}

/** The rule set or game has errors (exit code 1): already reported to the user. */
export class RuleErrors extends Error {}
