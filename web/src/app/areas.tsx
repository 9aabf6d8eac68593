import { lazy, type ComponentType } from 'react';
import { Roles } from '@app/contracts';

/**
 * One lazily loaded chunk of screens ("area"): `load()` starts its download or joins the one under way;
 * `loaded` is the module once it is here.
 */
export interface LazyArea<M> {
  load(): Promise<M>;
  readonly loaded: M | undefined;
}

export function lazyArea<M>(importer: () => Promise<M>): LazyArea<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined; // a failed download is tried again by the next visit of the area
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}

/**
 * A screen of an area. While the area is not here it is a React.lazy component (the page's Suspense shows its
 * fallback); once it is (start-up loads the opened address's area before the first render), the screen renders
 * at once, without suspending: no fallback, and none of React's 300 ms wait before revealing a boundary again.
 */
export function lazyPage<M, P extends object>(area: LazyArea<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => area.load().then((module) => ({ default: pick(module) })));
  function Page(props: P) {
    const Screen = area.loaded ? pick(area.loaded) : Lazy;
    return <Screen {...props} />;
  }
  return Page;
}

// One chunk per area: a visitor downloads only the shell and the screens they open.
export const areas = {
  account: lazyArea(() => import('../features/auth/pages')),
  subscribe: lazyArea(() => import('../features/signUp/pages')),
  subscriber: lazyArea(() => import('../features/subscriberDashboard/pages')),
  admin: lazyArea(() => import('../features/admin/pages')),
  compliance: lazyArea(() => import('../features/compliance/pages')),
  content: lazyArea(() => import('../features/content/pages')),
  /** What only a visitor's home shows (the firms' contact form). */
  visitor: lazyArea(() => import('../features/home/FirmsContact')),
};

const areaByFirstSegment: Record<string, keyof typeof areas> = {
  login: 'account',
  logout: 'account',
  changepassword: 'account',
  notificationsettings: 'account',
  timezone: 'account',
  verifyphonenumber: 'account',
  verifyverificationcode: 'account',
  enterprisewelcome: 'account',
  subscribe: 'subscribe',
  subscriber: 'subscriber',
  applicationuser: 'admin',
  subscription: 'admin',
  client: 'admin',
  template: 'admin',
  contentblock: 'admin',
  compliance: 'compliance',
  page: 'content',
  clienthelp: 'content',
  about: 'content',
  testingnotes: 'content',
  subscriberhelp: 'content',
};
const openToAnyone = new Set<keyof typeof areas>(['account', 'subscribe', 'content']);

/**
 * The area whose screens `pathname` opens for a user with `roles` (signed in when `signedIn`), as the routes
 * and the home page's role switch choose them; undefined where none is needed (a client's home).
 */
export function areaFor(pathname: string, signedIn: boolean, roles: readonly string[]): LazyArea<unknown> | undefined {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  if (first === '') {
    if (!signedIn) return areas.visitor;
    if (roles.includes(Roles.Client)) return undefined;
    if (roles.includes(Roles.SiteAdmin)) return areas.admin;
    if (roles.includes(Roles.ComplianceReviewer)) return areas.compliance;
    return areas.subscriber;
  }
  const name = areaByFirstSegment[first];
  if (!name || (!signedIn && !openToAnyone.has(name))) return undefined;
  return areas[name];
}
