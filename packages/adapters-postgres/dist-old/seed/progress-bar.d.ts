import type { SeedProgress } from './demo-catalogue.js';
/** A one-line progress bar for a terminal; plain lines when output is not a terminal. */
export declare function progressBar(label: string, stream?: NodeJS.WriteStream): ({ done, total }: SeedProgress) => void;
//# sourceMappingURL=progress-bar.d.ts.map