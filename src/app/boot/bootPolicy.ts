import { SSR_STATE_ID } from '@protocol/ssr';
import { BOOT_AT_ARRIVAL_KEY, SIGNED_IN_KEY } from '@/shared/boot/arrivalKeys';
import { readEncodedJson } from '@/shared/lib/storageCodec';

/** Pages that are tools, not reading: the desk and the reader's own settings. */
const TOOL_PATHS = /^\/(admin|userCenter)(\/|$)/;

export interface ArrivalFacts {
  location: Pick<Location, 'pathname' | 'search'>;
  doc: Document;
  storage: Storage | undefined;
}

/**
 * Why the app boots at arrival rather than on the reader's first intent (docs/architecture.md
 * "Boot on intent"), or null when it waits: a page the server did not render (nothing to read
 * without the app), the desk and the user centre, a URL that asks for a widget (`?showSpecial`,
 * docs/behaviour.md §7.1), a signed-in reader, or the boot-at-arrival setting.
 */
export function arrivalReason({ location, doc, storage }: ArrivalFacts): string | null {
  if (!doc.getElementById(SSR_STATE_ID)) return 'not server-rendered';
  if (TOOL_PATHS.test(location.pathname)) return 'a tool page';
  if (new URLSearchParams(location.search).has('showSpecial')) return 'a widget asked for';
  if (readEncodedJson<boolean>(storage, SIGNED_IN_KEY) === true) return 'signed in';
  if (readEncodedJson<boolean>(storage, BOOT_AT_ARRIVAL_KEY) === true) return 'boot-at-arrival setting';
  return null;
}
