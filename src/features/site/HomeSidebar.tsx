import { OnDemand } from '@/shared/components/OnDemand';
import { afterLoadComponent } from '@/shared/lib/afterLoadComponent';

// Beside the articles on wide screens, below them on narrow ones: its code is fetched after `load`,
// and the server's sidebar stays as drawn until then (docs/performance.md "/home first load").
const { Component: HomeSidebarCards } = afterLoadComponent(() =>
  import(/* webpackChunkName: "home-sidebar" */ './HomeSidebarCards').then((m) => m.HomeSidebarCards),
);

/** The home page's right sidebar (below the articles on narrow screens). */
export function HomeSidebar() {
  return (
    <OnDemand>
      <HomeSidebarCards />
    </OnDemand>
  );
}
