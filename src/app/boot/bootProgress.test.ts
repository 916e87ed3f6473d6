import { markAppReady, takeIntent } from '@/shared/boot/firstIntent';
import { showBootProgress } from './bootProgress';

afterEach(() => {
  takeIntent();
  delete document.documentElement.dataset.app;
});

describe('the boot’s progress bar (docs/architecture.md "Boot on intent")', () => {
  it('shows outside the app’s root while the app loads, hidden from assistive technology, and goes once it is up', () => {
    document.body.innerHTML = '<div id="root"><button>聊天室</button></div>';
    showBootProgress(document);
    const bar = document.querySelector<HTMLElement>('[data-boot-progress]');
    expect(bar?.parentElement).toBe(document.body);
    expect(document.getElementById('root')?.querySelector('[data-boot-progress]')).toBeNull();
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.style.background).toContain('--mui-palette-secondary-main');
    markAppReady();
    expect(document.querySelector('[data-boot-progress]')).toBeNull();
  });
});
