// Component tests only (jest.config.ts maps `altcha` here): jsdom runs neither the widget's Web
// Workers nor its WebCrypto solver, so `<altcha-widget>` is this element, which "solves" at once
// with a fixed payload. The real widget solves real challenges in e2e; the server's check is tested
// with real solutions (server/test/spam/captcha.test.ts).

/** The payload every stub widget answers: what a form must send as `altcha`. */
export const STUB_ALTCHA_PAYLOAD = 'c3R1Yi1hbHRjaGEtcGF5bG9hZA==';

class StubAltchaWidget extends HTMLElement {
  private state = 'unverified';
  configure = async () => undefined;
  getState = () => this.state;
  reset = () => {
    this.state = 'unverified';
  };
  verify = async () => {
    this.state = 'verified';
    return { payload: STUB_ALTCHA_PAYLOAD };
  };
}

if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', StubAltchaWidget);
const registry = globalThis as unknown as { $altcha?: unknown };
registry.$altcha ??= { i18n: { set: () => undefined, get: () => undefined } };
