// The page's only script at arrival (docs/architecture.md "Boot on intent"): no React, MUI or store
// here. The server's HTML is the page; the app boots on the reader's first intent, or at once when
// arrivalReason says so. Either way a tap that lands before the app is up is replayed by it.
import { answerLike } from './app/boot/answerLike';
import { arrivalReason } from './app/boot/bootPolicy';
import { countVisit } from './app/boot/countVisit';
import { bootOnView, listenForIntent } from './app/boot/intentListeners';
import { loadApp, prefetchApp } from './app/boot/loadApp';
import { startServiceWorker } from './app/pwa/startServiceWorker';
import { whenAppReady } from './shared/boot/firstIntent';
import { afterFirstPaint, markFirstPaint } from './shared/boot/firstPaint';
import { safeStorage } from './shared/lib/storageCodec';

// index.html's <html data-app="document"> already says the app is not up: no attribute written here,
// which would restyle the whole page. The one written after the first paint (`data-painted`) is
// named only by the pictures' placeholder rule, so only those boxes restyle.
markFirstPaint(window);
// Neither the visit count nor the service worker (docs/architecture.md "Offline and installable":
// after the load event, from a chunk of its own, so a page read without ever booting the app is kept
// for offline reading too) is needed for the first paint, so their requests wait for it.
afterFirstPaint(window, () => {
  countVisit();
  startServiceWorker();
});
// Booting at arrival (a signed-in reader among others): a 点赞 waits for the app, which sends it with
// the reader's token; otherwise the boot answers it itself.
const atArrival = arrivalReason({ location: window.location, doc: document, storage: safeStorage('local') });
whenAppReady(listenForIntent(document, () => loadApp(document), atArrival ? undefined : answerLike));
whenAppReady(bootOnView(document, () => loadApp(document)));
if (atArrival) {
  loadApp(document, false);
} else {
  prefetchApp(window);
}
