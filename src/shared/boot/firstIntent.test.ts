import { launcherMark, pendingLauncher, recordIntent, takeIntent } from './firstIntent';

/** A control as the server renders it; a tap lands on its `#icon` when it has one. */
function control(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector<HTMLElement>('#icon') ?? (document.body.firstElementChild as HTMLElement);
}

afterEach(() => takeIntent());

describe('the launcher a first tap was aimed at (docs/architecture.md "Boot on intent")', () => {
  it('names the launcher of a tap on it or on its icon, and leaves the intent for the replay', () => {
    const chat = Object.entries(launcherMark('chat'))
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ');
    recordIntent({ kind: 'click', target: control(`<button ${chat}><span id="icon"></span></button>`) });
    expect(pendingLauncher()).toBe('chat');
    expect(takeIntent()?.kind).toBe('click');
  });

  it('names the music disc for a keyboard focus on it', () => {
    recordIntent({ kind: 'focus', target: control('<button data-launcher="music">音乐</button>') });
    expect(pendingLauncher()).toBe('music');
  });

  it('is null for any other control, an unknown launcher or no intent', () => {
    expect(pendingLauncher()).toBeNull();
    recordIntent({ kind: 'click', target: control('<button aria-label="点赞 3">3</button>') });
    expect(pendingLauncher()).toBeNull();
    takeIntent();
    recordIntent({ kind: 'click', target: control('<button data-launcher="search">搜索</button>') });
    expect(pendingLauncher()).toBeNull();
  });
});
