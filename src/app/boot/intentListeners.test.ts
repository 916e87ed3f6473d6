import { bootOnView, listenForIntent, PRESS_WITHOUT_CLICK_MS } from './intentListeners';
import { markAppReady, takeIntent } from '@/shared/boot/firstIntent';

// Every test's listeners stop after it, even one that failed half-way.
const listening: Array<() => void> = [];

function page(html: string) {
  document.body.innerHTML = html;
  const boot = jest.fn();
  const stop = listenForIntent(document, boot);
  listening.push(stop);
  return { boot, stop };
}

afterEach(() => {
  listening.splice(0).forEach((stop) => stop());
  takeIntent();
  delete document.documentElement.dataset.app;
});

describe('the boot on intent (docs/architecture.md "Boot on intent")', () => {
  it('boots on the click a press makes, not the press, and holds the click back for the app', () => {
    const { boot, stop } = page('<button id="chat" aria-label="聊天室"><svg></svg></button>');
    const button = document.getElementById('chat') as HTMLButtonElement;
    const seen = jest.fn();
    button.addEventListener('click', seen);
    // The press and the focus it gives only arm the boot: the click must not wait behind it.
    button.querySelector('svg')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.focus();
    expect(boot).not.toHaveBeenCalled();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(boot).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    expect(takeIntent()).toEqual({ kind: 'click', target: button });
    stop();
  });

  it('boots after a press that ends in no click (a long press), a moment after it ends', () => {
    jest.useFakeTimers();
    const { boot, stop } = page('<button id="music">音乐</button>');
    const button = document.getElementById('music') as HTMLButtonElement;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    jest.advanceTimersByTime(PRESS_WITHOUT_CLICK_MS - 1);
    expect(boot).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(boot).toHaveBeenCalledTimes(1);
    stop();
    jest.useRealTimers();
  });

  it('leaves plain links and text alone: they navigate and select as ever', () => {
    const { boot, stop } = page('<a href="/article?id=1"><span id="title">标题</span></a><p id="text">正文</p>');
    for (const id of ['title', 'text']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(boot).not.toHaveBeenCalled();
    expect(takeIntent()).toBeNull();
    stop();
  });

  it('boots on keyboard focus, and a click that follows outranks the focus', () => {
    const { boot, stop } = page('<textarea id="box"></textarea><button id="send">发送</button>');
    const box = document.getElementById('box') as HTMLTextAreaElement;
    box.focus();
    expect(boot).toHaveBeenCalledTimes(1);
    document.getElementById('send')?.click();
    expect(takeIntent()?.target.id).toBe('send');
    stop();
  });

  it('boots at once on Tab from one control to the next: only Enter and Space press a control', () => {
    const { boot, stop } = page('<button id="search">搜索</button><button id="theme">主题</button>');
    document.getElementById('search')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    document.getElementById('theme')?.focus();
    expect(boot).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits for the click an Enter on a control makes, as for a tap', () => {
    const { boot, stop } = page('<button id="search">搜索</button>');
    const search = document.getElementById('search') as HTMLButtonElement;
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    search.focus();
    expect(boot).not.toHaveBeenCalled();
    search.click();
    expect(boot).toHaveBeenCalledTimes(1);
    stop();
  });

  it('replays the click on the same control once the app is ready and that control hydrated', () => {
    jest.useFakeTimers();
    const { stop } = page('<button id="like">点赞 3</button>');
    const button = document.getElementById('like') as HTMLButtonElement;
    const handler = jest.fn();
    button.click();
    button.addEventListener('click', handler);
    document.documentElement.dataset.app = 'booting';
    // What src/boot.ts does: the app's readiness stops the listeners before the replay.
    stop();
    markAppReady();
    expect(document.documentElement.dataset.app).toBe('ready');
    // Its Suspense boundary has not hydrated yet: React would drop the click.
    jest.advanceTimersByTime(100);
    expect(handler).not.toHaveBeenCalled();
    // React keeps the props of the nodes it hydrated on them.
    Object.assign(button, { __reactProps$test: {} });
    jest.advanceTimersByTime(100);
    expect(handler).toHaveBeenCalledTimes(1);
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});

describe('the end of an infinitely scrolling list coming into view is intent', () => {
  it('boots when a BOOT_ON_VIEW element intersects (200 px ahead), and not before', () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const observed: Element[] = [];
    const margins: Array<string | undefined> = [];
    class FakeObserver {
      constructor(callback: typeof report, options?: { rootMargin?: string }) {
        report = callback;
        margins.push(options?.rootMargin);
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    document.body.innerHTML = '<article>卡片</article><div id="end" data-boot-on-view=""></div>';
    const boot = jest.fn();
    bootOnView(document, boot);
    expect(observed.map((element) => element.id)).toEqual(['end']);
    expect(margins).toEqual(['200px']);
    report([{ isIntersecting: false }]);
    expect(boot).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(boot).toHaveBeenCalledTimes(1);
  });
});
