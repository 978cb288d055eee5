import { Suspense, useState, type ReactNode } from 'react';
import type { PanelName } from '../shell.store';
import { useShell } from '../shell';

interface WhenPanelOpensProps {
  /** The panels `children` draw. */
  readonly panels: readonly PanelName[];
  /** Usually `lazy`: their code loads when one of the panels first opens. */
  readonly children: ReactNode;
}

/**
 * Renders `children` from the first time one of `panels` opens on, and nothing before, on the
 * server too: a closed drawer shows nothing, so its code need not come with the page.
 */
export function WhenPanelOpens({ panels, children }: WhenPanelOpensProps) {
  const wanted = useShell((state) => state.openPanel !== null && panels.includes(state.openPanel));
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
