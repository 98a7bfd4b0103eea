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

// The CSS named colours (all 148; forum editors' colour menus write them: [color=DarkSlateBlue],
// <font color="LightBlue">), as #rrggbb.
const KEYWORDS: Record<string, string> = {
    aliceblue: 'f0f8ff', antiquewhite: 'faebd7', aqua: '00ffff', aquamarine: '7fffd4', azure: 'f0ffff', beige: 'f5f5dc', bisque: 'ffe4c4',
    black: '000000', blanchedalmond: 'ffebcd', blue: '0000ff', blueviolet: '8a2be2', brown: 'a52a2a', burlywood: 'deb887', cadetblue: '5f9ea0',
    chartreuse: '7fff00', chocolate: 'd2691e', coral: 'ff7f50', cornflowerblue: '6495ed', cornsilk: 'fff8dc', crimson: 'dc143c', cyan: '00ffff',
    darkblue: '00008b', darkcyan: '008b8b', darkgoldenrod: 'b8860b', darkgray: 'a9a9a9', darkgreen: '006400', darkgrey: 'a9a9a9',
    darkkhaki: 'bdb76b', darkmagenta: '8b008b', darkolivegreen: '556b2f', darkorange: 'ff8c00', darkorchid: '9932cc', darkred: '8b0000',
    darksalmon: 'e9967a', darkseagreen: '8fbc8f', darkslateblue: '483d8b', darkslategray: '2f4f4f', darkslategrey: '2f4f4f', darkturquoise: '00ced1',
    darkviolet: '9400d3', deeppink: 'ff1493', deepskyblue: '00bfff', dimgray: '696969', dimgrey: '696969', dodgerblue: '1e90ff', firebrick: 'b22222',
    floralwhite: 'fffaf0', forestgreen: '228b22', fuchsia: 'ff00ff', gainsboro: 'dcdcdc', ghostwhite: 'f8f8ff', gold: 'ffd700', goldenrod: 'daa520',
    gray: '808080', green: '008000', greenyellow: 'adff2f', grey: '808080', honeydew: 'f0fff0', hotpink: 'ff69b4', indianred: 'cd5c5c',
    indigo: '4b0082', ivory: 'fffff0', khaki: 'f0e68c', lavender: 'e6e6fa', lavenderblush: 'fff0f5', lawngreen: '7cfc00', lemonchiffon: 'fffacd',
    lightblue: 'add8e6', lightcoral: 'f08080', lightcyan: 'e0ffff', lightgoldenrodyellow: 'fafad2', lightgray: 'd3d3d3', lightgreen: '90ee90',
    lightgrey: 'd3d3d3', lightpink: 'ffb6c1', lightsalmon: 'ffa07a', lightseagreen: '20b2aa', lightskyblue: '87cefa', lightslategray: '778899',
    lightslategrey: '778899', lightsteelblue: 'b0c4de', lightyellow: 'ffffe0', lime: '00ff00', limegreen: '32cd32', linen: 'faf0e6',
    magenta: 'ff00ff', maroon: '800000', mediumaquamarine: '66cdaa', mediumblue: '0000cd', mediumorchid: 'ba55d3', mediumpurple: '9370db',
    mediumseagreen: '3cb371', mediumslateblue: '7b68ee', mediumspringgreen: '00fa9a', mediumturquoise: '48d1cc', mediumvioletred: 'c71585',
    midnightblue: '191970', mintcream: 'f5fffa', mistyrose: 'ffe4e1', moccasin: 'ffe4b5', navajowhite: 'ffdead', navy: '000080', oldlace: 'fdf5e6',
    olive: '808000', olivedrab: '6b8e23', orange: 'ffa500', orangered: 'ff4500', orchid: 'da70d6', palegoldenrod: 'eee8aa', palegreen: '98fb98',
    paleturquoise: 'afeeee', palevioletred: 'db7093', papayawhip: 'ffefd5', peachpuff: 'ffdab9', peru: 'cd853f', pink: 'ffc0cb', plum: 'dda0dd',
    powderblue: 'b0e0e6', purple: '800080', rebeccapurple: '663399', red: 'ff0000', rosybrown: 'bc8f8f', royalblue: '4169e1', saddlebrown: '8b4513',
    salmon: 'fa8072', sandybrown: 'f4a460', seagreen: '2e8b57', seashell: 'fff5ee', sienna: 'a0522d', silver: 'c0c0c0', skyblue: '87ceeb',
    slateblue: '6a5acd', slategray: '708090', slategrey: '708090', snow: 'fffafa', springgreen: '00ff7f', steelblue: '4682b4', tan: 'd2b48c',
    teal: '008080', thistle: 'd8bfd8', tomato: 'ff6347', turquoise: '40e0d0', violet: 'ee82ee', wheat: 'f5deb3', white: 'ffffff',
    whitesmoke: 'f5f5f5', yellow: 'ffff00', yellowgreen: '9acd32',
};

/**
 * The RGB of a CSS colour value, or null: `#f00`, `#f00f`, `#ff0000`, `#ff0000ff` (the alpha is
 * ignored), `rgb(255, 0, 0)`, `rgb(100% 0% 0%)`, `hsl(0, 75%, 60%)` (CKEditor 5's palette), a keyword.
 */
export function parseColour(value: string): [number, number, number] | null {
    const s = value.trim().toLowerCase();
    let m = /^#([0-9a-f]{3})[0-9a-f]?$/.exec(s);
    if (m) return [0, 1, 2].map((i) => parseInt(m![1][i] + m![1][i], 16)) as [number, number, number];
    m = /^#?([0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(s);
    if (m) return [0, 2, 4].map((i) => parseInt(m![1].slice(i, i + 2), 16)) as [number, number, number];
    const NUM = '([+-]?\\d*\\.?\\d+)';
    m = new RegExp(`^rgba?\\(\\s*${NUM}(%?)\\s*[,\\s]\\s*${NUM}(%?)\\s*[,\\s]\\s*${NUM}(%?)`).exec(s);
    if (m) return [1, 3, 5].map((i) => clampByte(m![i + 1] === '%' ? (Number(m![i]) * 255) / 100 : Number(m![i]))) as [number, number, number];
    m = new RegExp(`^hsla?\\(\\s*${NUM}(deg|turn|rad)?\\s*[,\\s]\\s*${NUM}%?\\s*[,\\s]\\s*${NUM}%?`).exec(s);
    if (m) {
        const unit = m[2];
        const h = unit === 'turn' ? Number(m[1]) * 360 : unit === 'rad' ? (Number(m[1]) * 180) / Math.PI : Number(m[1]);
        return hslToRgb(((h % 360) + 360) % 360, Math.min(1, Math.max(0, Number(m[3]) / 100)), Math.min(1, Math.max(0, Number(m[4]) / 100)));
    }
    const named = KEYWORDS[s];
    return named ? [0, 2, 4].map((i) => parseInt(named.slice(i, i + 2), 16)) as [number, number, number] : null;
}

function clampByte(x: number): number {
    return Math.round(Math.min(255, Math.max(0, x)));
}

/** CSS's hsl() to RGB (h in degrees, s and l in 0..1). */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => { const k = (n + h / 30) % 12; return clampByte(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))); };
    return [f(0), f(8), f(4)];
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
