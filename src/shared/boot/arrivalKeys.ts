/**
 * localStorage keys (encoded like every key, docs/behaviour.md §1.5) the boot script reads to boot
 * the app at arrival instead of on intent (docs/architecture.md "Boot on intent").
 */

/** True while this browser holds a login: a signed-in reader's header shows their avatar at once. */
export const SIGNED_IN_KEY = 'blog-signed-in';

/**
 * True to always boot at arrival: for a developer profiling the app, and for the browser tests of
 * what the app does once it is up (e2e/fixtures.ts), which are not about when it boots.
 */
export const BOOT_AT_ARRIVAL_KEY = 'blog-boot-at-arrival';
