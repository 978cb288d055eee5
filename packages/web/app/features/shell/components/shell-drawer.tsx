import { Suspense, useState, type ReactNode } from 'react';
import { Drawer } from '../../../components/ui/drawer';
import type { PanelName } from '../shell.store';
import { usePanel } from '../shell';

interface ShellDrawerProps {
  readonly panel: PanelName;
  readonly title: string;
  readonly children: ReactNode;
  readonly className?: string | undefined;
  readonly side?: 'start' | 'end' | undefined;
  /**
   * The body renders once the drawer first opens, never on the server: for bodies that need code
   * or data the page does not load up front (they are `lazy`, the fallback shows meanwhile).
   */
  readonly deferred?: { readonly fallback: ReactNode } | undefined;
}

/**
 * A drawer whose open state is the shell store's: opening another panel closes this one, and
 * following a link inside it closes it.
 */
export function ShellDrawer({ panel, title, children, className, side, deferred }: ShellDrawerProps) {
  const { open, close } = usePanel(panel);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <Drawer open={open} onClose={close} title={title} className={className} side={side}>
      <div
        className="drawer__body"
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href]')) close();
        }}
      >
        {deferred ? opened && <Suspense fallback={deferred.fallback}>{children}</Suspense> : children}
      </div>
    </Drawer>
  );
}
