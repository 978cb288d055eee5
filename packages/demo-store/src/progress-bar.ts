/** How far a long import has come. */
export interface Progress {
  readonly done: number;
  readonly total: number;
}

/** A one-line progress bar for a terminal; plain lines when output is not a terminal. */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stdout) {
  let lastPercent = -1;
  return ({ done, total }: Progress): void => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (percent === lastPercent) return;
    lastPercent = percent;
    const width = 30;
    const filled = Math.round((percent / 100) * width);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% (${done}/${total})`;
    if (stream.isTTY) {
      stream.write(`\r${line}${done === total ? '\n' : ''}`);
    } else if (percent % 25 === 0 || done === total) {
      stream.write(`${line}\n`);
    }
  };
}
