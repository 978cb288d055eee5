import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** A throwaway folder; `dispose` removes it and everything in it. */
export async function aTempFolder(prefix = 'media-'): Promise<{ path: string; dispose: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, dispose: () => rm(path, { recursive: true, force: true }) };
}

/** A plain PNG of the given size, for raster sources. */
export function aPng(width: number, height: number, colour = '#c9a24b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export const A_SMALL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" fill="#f6f1e8"/><circle cx="120" cy="140" r="56" fill="none" stroke="#c9a24b" stroke-width="14"/></svg>';
