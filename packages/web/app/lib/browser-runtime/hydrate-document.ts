import { hydrate, type ComponentChild, type ContainerNode } from 'preact';
import type { ReactElement } from 'react';
import { whileHydrating } from './hydration';

/**
 * The parent Preact hydrates React Router's document into. The root layout renders `<html>`
 * itself, so its parent is the document; Preact renders into `document.documentElement` when
 * given the document, and would nest a second `<html>` in the first. This stands for the
 * document with its one element child, and passes through whatever Preact does to it.
 */
function documentParent(): ContainerNode {
  return {
    nodeType: Node.DOCUMENT_NODE,
    parentNode: null,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement] as unknown as NodeListOf<ChildNode>;
    },
    namespaceURI: document.documentElement.namespaceURI,
    contains: (node: Node | null) => document.contains(node),
    insertBefore: <T extends Node>(node: T, child: Node | null) => document.insertBefore(node, child),
    appendChild: <T extends Node>(node: T) => document.appendChild(node),
    removeChild: <T extends Node>(child: T) => document.removeChild(child),
  } as unknown as ContainerNode;
}

/** Hydrates the server's document with `app`, whose root renders `<html>`. */
export function hydrateDocument(app: ReactElement): void {
  whileHydrating(() => hydrate(app as unknown as ComponentChild, documentParent()));
}
