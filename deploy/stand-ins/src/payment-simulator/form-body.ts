/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` (or a query string) with bracket
 * keys, e.g. `items[0][price]=price_1&expand[0]=latest_invoice&metadata[userId]=...`. Parsed into
 * nested objects; objects whose keys are all indexes become arrays. Values stay strings.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function parseForm(encoded: string): Record<string, FormValue> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = keyPath(key);
    if (!path || path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    path.forEach((raw, i) => {
      const segment = raw === '' ? String(Object.keys(node).length) : raw; // `a[]=x` appends
      if (i === path.length - 1) {
        node[segment] = value;
        return;
      }
      if (typeof node[segment] !== 'object' || node[segment] === null) node[segment] = {};
      node = node[segment];
    });
  }
  return toArrays(root) as Record<string, FormValue>;
}

/** `a[b][0]` -> ['a', 'b', '0']; malformed keys are skipped. */
function keyPath(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  return [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
}

function toArrays(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node as Record<string, unknown>).map(([k, v]) => [k, toArrays(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/** Form booleans arrive as 'true'/'false'. */
export const formBoolean = (value: FormValue | undefined): boolean | undefined => (value === undefined ? undefined : value === 'true');
export const formString = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
export const formStrings = (value: FormValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];
export const formObject = (value: FormValue | undefined): Record<string, FormValue> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});
