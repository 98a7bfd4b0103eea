/** Stable diagnostic codes (kebab-case). Published codes never change meaning. */
export const Codes = {
    UnknownReference: 'unknown-reference',
    DuplicateName: 'duplicate-name',
    MissingDisplayName: 'missing-display-name',
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];
