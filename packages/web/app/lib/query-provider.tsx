import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { keepQueryClient, loadedQueryClient } from './server-state';

/**
 * Provides the query client to a part of the page that needs server state. Every such part of a
 * browser tab shares one client (one cache); each server render gets a fresh one, never shared
 * between shoppers. Only modules loaded with those parts import this one.
 */
export function QueryProvider({ children }: { readonly children: ReactNode }) {
  const [client] = useState(() => loadedQueryClient() ?? keepQueryClient(createQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
