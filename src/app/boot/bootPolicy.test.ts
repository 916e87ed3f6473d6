import { SSR_STATE_ID } from '@protocol/ssr';
import { BOOT_AT_ARRIVAL_KEY, SIGNED_IN_KEY } from '@/shared/boot/arrivalKeys';
import { writeEncodedJson } from '@/shared/lib/storageCodec';
import { arrivalReason } from './bootPolicy';

const rendered = `<div id="root"><main>文章</main></div><script id="${SSR_STATE_ID}" type="application/json">{}</script>`;
const facts = (pathname: string, search = '') => ({
  location: { pathname, search },
  doc: document,
  storage: window.localStorage,
});

beforeEach(() => {
  document.body.innerHTML = rendered;
  window.localStorage.clear();
});

describe('when the app boots at arrival (docs/architecture.md "Boot on intent")', () => {
  it('waits for intent on a server-rendered reading page of a first-time reader', () => {
    expect(arrivalReason(facts('/article', '?id=3'))).toBeNull();
    expect(arrivalReason(facts('/home'))).toBeNull();
  });

  it('boots at once for a page the server did not render, the desk and a widget asked for by URL', () => {
    expect(arrivalReason(facts('/admin/article'))).toBe('a tool page');
    expect(arrivalReason(facts('/userCenter'))).toBe('a tool page');
    expect(arrivalReason(facts('/talk', '?showSpecial'))).toBe('a widget asked for');
    document.body.innerHTML = '<div id="root"></div>';
    expect(arrivalReason(facts('/home'))).toBe('not server-rendered');
  });

  it('boots at once for a signed-in reader and for the boot-at-arrival setting', () => {
    writeEncodedJson(window.localStorage, SIGNED_IN_KEY, false);
    expect(arrivalReason(facts('/home'))).toBeNull();
    writeEncodedJson(window.localStorage, SIGNED_IN_KEY, true);
    expect(arrivalReason(facts('/home'))).toBe('signed in');
    window.localStorage.clear();
    writeEncodedJson(window.localStorage, BOOT_AT_ARRIVAL_KEY, true);
    expect(arrivalReason(facts('/home'))).toBe('boot-at-arrival setting');
  });
});
