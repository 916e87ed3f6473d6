import { recordIntent } from '@/shared/boot/firstIntent';

/**
 * What counts as intent (docs/architecture.md "Boot on intent"): a tap, click, key or focus on an
 * interactive control. Plain links are not in the list: before the boot they are ordinary
 * navigations to the server's (cached) pages.
 */
export const CONTROL_SELECTOR = [
  'button',
  'input',
  'textarea',
  'select',
  'summary',
  'label',
  '[role="button"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[role="checkbox"]',
  '[contenteditable="true"]',
  '[data-intent]',
].join(',');

/** The control an event was aimed at, or null for the page's text, images and plain links. */
export function controlOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(CONTROL_SELECTOR);
  if (!control) return null;
  // A control inside a link (a card's tag chip) follows the link like the rest of the card.
  return control.closest('a[href]') && !control.hasAttribute('data-intent') ? null : control;
}

const CAPTURE = { capture: true } as const;
const PASSIVE = { capture: true, passive: true } as const;
/** The keys that click the focused control (a button's Enter and Space). */
const CLICKING_KEYS = new Set(['Enter', ' ']);
/** A press that ends in no click (a long press, a drag off the control) still boots after this. */
export const PRESS_WITHOUT_CLICK_MS = 250;

/**
 * Listens (capture phase, on the document) for the first intent and calls `boot` once. The click
 * itself is held back — no form is submitted and no half-ready handler runs — and recorded for the
 * app to replay (src/shared/boot/firstIntent.ts), unless `answer` answers it without the app (it
 * returns true for a control it took: 点赞, src/app/boot/answerLike.ts). Returns the stop.
 *
 * A press or a key only arms the boot; the click it makes boots. Evaluating the app is one long task,
 * and begun at the press it would keep the click waiting behind it — the tap's Event Timing (what INP
 * measures) would be the whole evaluation (docs/performance.md "Boot on intent").
 */
export function listenForIntent(
  doc: Document,
  boot: () => void,
  answer: (control: HTMLElement) => boolean = () => false,
): () => void {
  let pressed = false;
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  const onPress = (event: Event) => {
    // Only the keys that click a control press it: Tab from one control to the next is a keyboard
    // focus, which boots at once.
    if (event instanceof KeyboardEvent && !CLICKING_KEYS.has(event.key)) return;
    if (controlOf(event.target)) pressed = true;
  };
  const onRelease = () => {
    if (!pressed) return;
    clearTimeout(pressTimer);
    pressTimer = setTimeout(() => pressed && boot(), PRESS_WITHOUT_CLICK_MS);
  };
  const onClick = (event: MouseEvent) => {
    pressed = false;
    clearTimeout(pressTimer);
    const control = controlOf(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (!answer(control)) recordIntent({ kind: 'click', target: control });
    boot();
  };
  // A focus that comes with a press waits for its click; one from the keyboard (Tab) boots.
  const onFocus = (event: FocusEvent) => {
    const control = controlOf(event.target);
    if (!control) return;
    recordIntent({ kind: 'focus', target: control });
    if (!pressed) boot();
  };
  const listeners: Array<[string, (event: never) => void, AddEventListenerOptions]> = [
    ['pointerdown', onPress, PASSIVE],
    ['keydown', onPress, PASSIVE],
    ['pointerup', onRelease, PASSIVE],
    ['pointercancel', onRelease, PASSIVE],
    ['keyup', onRelease, PASSIVE],
    ['click', onClick, CAPTURE],
    ['focusin', onFocus, PASSIVE],
  ];
  for (const [type, listener, options] of listeners) doc.addEventListener(type, listener as EventListener, options);
  return () => {
    clearTimeout(pressTimer);
    for (const [type, listener, options] of listeners)
      doc.removeEventListener(type, listener as EventListener, options);
  };
}

/**
 * Boots when an element marked BOOT_ON_VIEW (the end of an infinitely scrolling list) comes within
 * 200 px of the viewport: the app's own observer then loads the next page. Returns the stop.
 */
export function bootOnView(doc: Document, boot: () => void): () => void {
  const targets = doc.querySelectorAll('[data-boot-on-view]');
  if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) boot();
    },
    { rootMargin: '200px' },
  );
  targets.forEach((target) => observer.observe(target));
  return () => observer.disconnect();
}
