import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { LazyComponent } from '../../../lib/lazy-component';
import type { PanelName } from '../shell.store';
import { useShell } from '../shell';

/** What WhenPanelOpens needs of the lazy components it renders. */
type PanelCode = Pick<LazyComponent<never>, 'preload' | 'isLoaded'>;

interface WhenPanelOpensProps {
  /** The panels `children` draw. */
  readonly panels: readonly PanelName[];
  /** The lazy component `children` render: its code loads when one of the panels first opens, if not before. */
  readonly code: PanelCode;
  readonly children: ReactNode;
}

/**
 * Renders `children` from the first time one of `panels` opens on, and nothing before, on the
 * server too: a closed drawer shows nothing, so its code need not come with the page. A panel
 * opened before its code is in mounts once it is, in one step: rendered at once, it would
 * suspend, and React holds back the reveal after a fallback for up to 300 ms.
 */
export function WhenPanelOpens({ panels, code, children }: WhenPanelOpensProps) {
  const wanted = useShell((state) => state.openPanel !== null && panels.includes(state.openPanel));
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted && code.isLoaded()) setMounted(true);
  useEffect(() => {
    if (!wanted || mounted) return;
    let current = true;
    // A failed load mounts too: the component's error then shows where React reports it.
    const mount = () => {
      if (current) setMounted(true);
    };
    void code.preload().then(mount, mount);
    return () => {
      current = false;
    };
  }, [wanted, mounted, code]);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
