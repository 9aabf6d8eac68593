import { ServiceDirectory } from '@app/contracts';

type Directory = Record<string, { readonly prefixes: readonly string[] }>;

/**
 * Finds the service owning a path: the longest prefix that matches whole path segments
 * (`/api/subscriptionUser/7` matches `/api/subscriptionUser`, never `/api/subscription`), case-insensitively
 * like the services' own routers.
 */
export function createServiceResolver<D extends Directory>(directory: D): (path: string) => keyof D | undefined {
  const table = Object.entries(directory)
    .flatMap(([name, { prefixes }]) => prefixes.map((prefix) => ({ prefix: prefix.toLowerCase(), name })))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return (path) => {
    const lower = path.toLowerCase();
    return table.find(({ prefix }) => lower === prefix || lower.startsWith(`${prefix}/`))?.name;
  };
}

export const resolveService = createServiceResolver(ServiceDirectory);

export function isApiPath(path: string): boolean {
  return /^\/api(\/|$)/i.test(path);
}
