/**
 * The error pages (error-pages.tsx) are part of the shell, not a chunk loaded when one shows: an
 * error that reaches the root renders a new document (Preact has no `<html>`, `<head>` and `<body>`
 * it keeps across a change of the tree above them, decision 0526), and a module loaded while that
 * document is being built has no head to put its preloads in.
 */
export { RootErrorContent, RouteErrorBoundary } from './error-pages';
