import type { Plugin } from 'vite';

const TABLER_OUTLINE_ICON = /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon\w+\.mjs$/;
const ICON_NODE = /const __iconNode = (\[.*?\]);\n/s;

type IconNode = [tag: string, attributes: Record<string, string>][];

/** A path that only draws (`d`) and starts at an absolute point can follow another in one `d`. */
const isPlainPath = ([tag, attributes]: IconNode[number]) =>
  tag === 'path' &&
  Object.keys(attributes).every((name) => name === 'd' || name === 'key') &&
  /^\s*M/.test(attributes.d ?? '');

/**
 * An outline icon's plain paths as one path, where the first of them was; other shapes stay.
 * The icons are stroked in one opaque colour and never filled, so one path draws the same.
 */
export function singlePathIconNode(node: IconNode): IconNode {
  const plain = node.filter(isPlainPath);
  if (plain.length < 2) return node;
  const merged: IconNode[number] = [
    'path',
    { d: plain.map(([, attributes]) => attributes.d).join(' '), key: plain[0]?.[1].key ?? 'svg-0' },
  ];
  return node.flatMap((entry) => (entry === plain[0] ? [merged] : isPlainPath(entry) ? [] : [entry]));
}

/**
 * Each Tabler icon is an `<svg>` with a `<path>` per stroke, up to seven: every one an element
 * the browser styles and lays out as a page is first drawn. With one path per icon, `/events`
 * styles 315 elements at start instead of 413 (docs/decisions/014). Outline icons only: a
 * filled icon's shapes would fill into each other.
 */
export function tablerSinglePathIcons(): Plugin {
  return {
    name: 'faith-shield-tabler-single-path-icons',
    enforce: 'pre',
    transform(code, id) {
      if (!TABLER_OUTLINE_ICON.test(id) || !code.includes('createReactComponent("outline"')) return;
      const found = ICON_NODE.exec(code);
      if (!found?.[1]) return;
      const node = singlePathIconNode(JSON.parse(found[1]) as IconNode);
      return { code: code.replace(found[1], JSON.stringify(node)), map: null };
    },
  };
}
