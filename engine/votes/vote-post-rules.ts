// Facts about vote-post rules that the checker and `mafia votes` share: the colour names a rule set
// may declare, how a forum's colour value (`#FF0000`, `rgb(231, 76, 60)`, `Red`, `darkred`) falls
// into one of them, and the default length of an argument.

/** Words of argument `argued` asks for when it names no number (seed 002: «Голос должен быть аргументирован»). */
export const DEFAULT_ARGUMENT_WORDS = 3;

/** Colour families a `colour` clause may name (a quoted `"#rrggbb"` names one exact colour). */
export const COLOUR_NAMES = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown', 'black', 'grey', 'white'] as const;
export type ColourName = typeof COLOUR_NAMES[number];

const ALIASES: Record<string, ColourName> = {
    gray: 'grey', violet: 'purple', magenta: 'purple', cyan: 'blue', navy: 'blue',
    красный: 'red', синий: 'blue', зелёный: 'green', зеленый: 'green', оранжевый: 'orange', жёлтый: 'yellow', желтый: 'yellow',
    фиолетовый: 'purple', розовый: 'pink', коричневый: 'brown', чёрный: 'black', черный: 'black', серый: 'grey', белый: 'white',
};

/** A declared colour as the rule set means it: a family name, or `#rrggbb` (lower case); the text itself when unknown. */
export function colourName(declared: string): string {
    let s = declared.trim().toLowerCase();
    if (s.length >= 2 && (s.startsWith('"') || s.startsWith('«'))) s = s.slice(1, -1).trim();
    const hex = parseColour(s);
    if (s.startsWith('#') && hex) return '#' + hex.map((x) => x.toString(16).padStart(2, '0')).join('');
    return ALIASES[s] ?? s;
}

/** Whether a declared colour (after colourName) is one the reader can recognise. */
export function isKnownColour(name: string): boolean {
    return (COLOUR_NAMES as readonly string[]).includes(name) || /^#[0-9a-f]{6}$/.test(name);
}

// CSS / HTML colour keywords forum editors write (BBCode [color=Red], <font color="DarkRed">).
const KEYWORDS: Record<string, [number, number, number]> = {
    red: [255, 0, 0], darkred: [139, 0, 0], crimson: [220, 20, 60], firebrick: [178, 34, 34], maroon: [128, 0, 0], tomato: [255, 99, 71], indianred: [205, 92, 92], orangered: [255, 69, 0],
    orange: [255, 165, 0], darkorange: [255, 140, 0], yellow: [255, 255, 0], gold: [255, 215, 0],
    green: [0, 128, 0], lime: [0, 255, 0], darkgreen: [0, 100, 0], olive: [128, 128, 0], seagreen: [46, 139, 87], limegreen: [50, 205, 50],
    blue: [0, 0, 255], darkblue: [0, 0, 139], navy: [0, 0, 128], royalblue: [65, 105, 225], deepskyblue: [0, 191, 255], dodgerblue: [30, 144, 255], mediumblue: [0, 0, 205], skyblue: [135, 206, 235], cyan: [0, 255, 255], aqua: [0, 255, 255], teal: [0, 128, 128], steelblue: [70, 130, 180],
    purple: [128, 0, 128], indigo: [75, 0, 130], violet: [238, 130, 238], magenta: [255, 0, 255], fuchsia: [255, 0, 255], darkviolet: [148, 0, 211],
    pink: [255, 192, 203], hotpink: [255, 105, 180], deeppink: [255, 20, 147],
    brown: [165, 42, 42], sienna: [160, 82, 45], chocolate: [210, 105, 30], saddlebrown: [139, 69, 19],
    black: [0, 0, 0], white: [255, 255, 255], gray: [128, 128, 128], grey: [128, 128, 128], silver: [192, 192, 192], darkgray: [169, 169, 169], darkgrey: [169, 169, 169],
};

/** The RGB of a CSS colour value (`#f00`, `#ff0000`, `rgb(…)`, a keyword), or null. */
export function parseColour(value: string): [number, number, number] | null {
    const s = value.trim().toLowerCase();
    let m = /^#([0-9a-f]{3})$/.exec(s);
    if (m) return [0, 1, 2].map((i) => parseInt(m![1][i] + m![1][i], 16)) as [number, number, number];
    m = /^#?([0-9a-f]{6})$/.exec(s);
    if (m) return [0, 2, 4].map((i) => parseInt(m![1].slice(i, i + 2), 16)) as [number, number, number];
    m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(s);
    if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
    return KEYWORDS[s] ?? null;
}

/** The family of a forum colour value, by hue, lightness and saturation; null when it is no colour. */
export function colourFamily(value: string): ColourName | null {
    const rgb = parseColour(value);
    if (!rgb) return null;
    const [r, g, b] = rgb.map((x) => x / 255);
    const max = Math.max(r, g, b), min = Math.min(r, g, b);
    const l = (max + min) / 2;
    const d = max - min;
    if (d < 0.12) return l < 0.2 ? 'black' : l > 0.85 ? 'white' : 'grey';
    const s = d / (1 - Math.abs(2 * l - 1));
    let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    h = (h * 60 + 360) % 360;
    if (s < 0.25) return l < 0.2 ? 'black' : l > 0.85 ? 'white' : 'grey';
    if (h < 15 || h >= 345) return l > 0.75 ? 'pink' : 'red';
    if (h < 40) return l < 0.35 ? 'brown' : 'orange';
    if (h < 70) return 'yellow';
    if (h < 165) return 'green';
    if (h < 255) return 'blue';
    if (h < 290) return 'purple';
    return l > 0.6 ? 'pink' : 'purple';
}

/** Whether a forum colour value is the declared colour (a family, or an exact `#rrggbb`). */
export function colourMatches(value: string | null, declared: string): boolean {
    if (!value) return false;
    if (declared.startsWith('#')) return colourName(value.startsWith('#') ? value : '#' + hexOf(value)) === declared;
    return colourFamily(value) === declared;
}

function hexOf(value: string): string {
    const rgb = parseColour(value);
    return rgb ? rgb.map((x) => x.toString(16).padStart(2, '0')).join('') : '';
}
