// docs/architecture.md "Offline and installable": the service worker is registered after the page's
// load event, by a chunk of its own, so the first load of /home carries only these lines.
export function startServiceWorker(): void {
  // Development (webpack-dev-server) builds no worker; browsers without one read online as before.
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // Read at arrival: a page the worker did not load is stored once the worker takes it over.
  const loadedByWorker = navigator.serviceWorker.controller !== null;
  const start = () =>
    void import(/* webpackChunkName: "service-worker" */ './registerWorker').then((m) =>
      m.registerWorker({ loadedByWorker }),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
