/** The tabs downloads open, watched: jsdom has no windows of its own. */
export function watchNewTabs() {
  const tabs: { location: { href: string }; close(): void }[] = [];
  window.open = (() => {
    const tab = { location: { href: 'about:blank' }, close: () => undefined };
    tabs.push(tab);
    return tab;
  }) as unknown as typeof window.open;
  return tabs;
}
