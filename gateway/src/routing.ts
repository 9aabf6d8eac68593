import { ServiceDirectory } from '@app/contracts';

type Directory = Record<string, { readonly prefixes: readonly string[]; readonly paths?: readonly string[] }>;

interface Entry {
  name: string;
  /** Lower-case segments; `undefined` is a `{name}` segment, which matches any one segment. */
  segments: (string | undefined)[];
  /** A prefix also matches the paths below it; a path matches only itself. */
  prefix: boolean;
}

const segmentsOf = (path: string) => path.toLowerCase().replace(/\/+$/, '').split('/').slice(1);

const entryOf = (name: string, pattern: string, prefix: boolean): Entry => ({
  name,
  segments: segmentsOf(pattern).map((segment) => (/^\{\w+\}$/.test(segment) ? undefined : segment)),
  prefix,
});

const literals = (entry: Entry) => entry.segments.filter((segment) => segment !== undefined).length;

/** More segments first; among as many, more literal segments, then a path before a prefix. */
const bySpecificity = (a: Entry, b: Entry) => b.segments.length - a.segments.length || literals(b) - literals(a) || Number(a.prefix) - Number(b.prefix);

const matches = (entry: Entry, segments: string[]) =>
  (entry.prefix ? segments.length >= entry.segments.length : segments.length === entry.segments.length) &&
  entry.segments.every((segment, i) => segment === undefined || segment === segments[i]);

/**
 * Finds the service answering a path: the most specific entry of the directory that matches whole path
 * segments (`/api/subscriptionUser/7` matches the prefix `/api/subscriptionUser`, never `/api/subscription`;
 * `/api/form/7/report` matches reporting's path `/api/form/{id}/report` before survey's prefix `/api/form`),
 * case-insensitively like the services' own routers.
 */
export function createServiceResolver<D extends Directory>(directory: D): (path: string) => keyof D | undefined {
  const table = Object.entries(directory)
    .flatMap(([name, { prefixes, paths = [] }]) => [...prefixes.map((prefix) => entryOf(name, prefix, true)), ...paths.map((path) => entryOf(name, path, false))])
    .sort(bySpecificity);
  return (path) => {
    const segments = segmentsOf(path);
    return table.find((entry) => matches(entry, segments))?.name;
  };
}

export const resolveService = createServiceResolver(ServiceDirectory);

export function isApiPath(path: string): boolean {
  return /^\/api(\/|$)/i.test(path);
}
