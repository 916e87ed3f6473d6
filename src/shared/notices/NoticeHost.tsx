import { useSelector } from 'react-redux';
import { OnDemand } from '@/shared/components/OnDemand';
import { useOnceTrue } from '@/shared/hooks/useIdleReady';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { selectNotices } from './noticesSlice';

// MUI Alert and its icons load with the first notice (the welcome toast right after start-up),
// not before the first paint (the first-load budget, docs/performance.md "/home first load").
const { Component: NoticeStack } = lazyComponent(() =>
  import(/* webpackChunkName: "notices" */ './NoticeStack').then((m) => m.NoticeStack),
);

/** Mounts the notice stack once there is something to show. */
export function NoticeHost() {
  const wanted = useOnceTrue(useSelector(selectNotices).length > 0);
  if (!wanted) return null;
  return (
    <OnDemand>
      <NoticeStack />
    </OnDemand>
  );
}
