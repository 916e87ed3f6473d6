import { useSyncExternalStore } from 'react';
import { isUpdateWaiting, subscribeUpdateWaiting } from './updateSignal';

/** True once a new deploy's worker is installed and waiting for the reader's tap (docs/behaviour.md §12.3). */
export const useUpdateWaiting = () => useSyncExternalStore(subscribeUpdateWaiting, isUpdateWaiting, () => false);
