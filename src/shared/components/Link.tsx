import type { Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/**
 * react-router's Link without its `data-discover="true"`: that mark is for lazy route discovery in
 * framework mode, while this app declares every route up front (src/app/router.tsx), so it only
 * weighed on every server-rendered page (1.2 KB of /home, docs/performance.md "Lean
 * server-rendered pages"). Lint sends every import of react-router's Link here.
 */
export function Link(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink discover="none" {...props} />;
}
