/**
 * A small seeded pseudo-random generator (xmur3 string hash feeding sfc32), so the demo
 * catalogue is the same on every machine and every run for the same seed. Not for secrets.
 */
export declare class Random {
    private a;
    private b;
    private c;
    private d;
    constructor(seed: string);
    /** A float in [0, 1). */
    next(): number;
    /** An integer in [min, max], both included. */
    int(min: number, max: number): number;
    chance(probability: number): boolean;
    pick<T>(items: readonly T[]): T;
    /** Picks by weight: `[[value, weight], ...]`. */
    weighted<T>(entries: readonly (readonly [T, number])[]): T;
    /** A shuffled copy (Fisher–Yates). */
    shuffle<T>(items: readonly T[]): T[];
    /** `count` distinct items of the list, in random order. */
    sample<T>(items: readonly T[], count: number): T[];
}
//# sourceMappingURL=random.d.ts.map