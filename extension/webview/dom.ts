// A tiny DOM builder for the preview page. Text always goes in through text nodes, never through
// innerHTML, and only a fixed set of attributes can be set: names from a game are inert text.

export type Child = Node | string | number | null | undefined | false;

export interface Props {
    class?: string | Array<string | false | null | undefined>;
    /** data-*, aria-*, role, title, type, value, tabindex, for, id, min, max, step, placeholder, disabled. */
    attrs?: Record<string, string | number | boolean | undefined>;
    on?: Partial<{ [K in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[K]) => void }>;
}

const ALLOWED_ATTRIBUTE = /^(data-[a-z-]+|aria-[a-z]+|role|title|type|value|tabindex|for|id|min|max|step|placeholder|disabled|colspan|scope|lang)$/;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...children: Child[]): HTMLElementTagNameMap[K] {
    const element = document.createElement(tag);
    if (props?.class) {
        const classes = Array.isArray(props.class) ? props.class.filter((c): c is string => !!c) : [props.class];
        if (classes.length > 0) element.className = classes.join(' ');
    }
    for (const [name, value] of Object.entries(props?.attrs ?? {})) {
        if (!ALLOWED_ATTRIBUTE.test(name)) throw new Error(`attribute ${name} is not allowed`);
        if (value === undefined || value === false) continue;
        element.setAttribute(name, value === true ? '' : String(value));
    }
    for (const [event, handler] of Object.entries(props?.on ?? {})) {
        element.addEventListener(event, handler as EventListener);
    }
    append(element, children);
    return element;
}

export function append(parent: Node, children: Child[]): void {
    for (const child of children) {
        if (child === null || child === undefined || child === false) continue;
        parent.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child);
    }
}

/** Replaces an element's content. */
export function replace(parent: Element, ...children: Child[]): void {
    parent.replaceChildren();
    append(parent, children);
}
