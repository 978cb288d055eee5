/**
 * A small seeded pseudo-random generator (xmur3 string hash feeding sfc32), so the demo
 * catalogue is the same on every machine and every run for the same seed. Not for secrets.
 */
export class Random {
    a;
    b;
    c;
    d;
    constructor(seed) {
        const next = xmur3(seed);
        this.a = next();
        this.b = next();
        this.c = next();
        this.d = next();
        // The first outputs of sfc32 still echo the seed; throw them away.
        for (let i = 0; i < 12; i += 1)
            this.next();
    }
    /** A float in [0, 1). */
    next() {
        this.a >>>= 0;
        this.b >>>= 0;
        this.c >>>= 0;
        this.d >>>= 0;
        let t = (this.a + this.b) | 0;
        this.a = this.b ^ (this.b >>> 9);
        this.b = (this.c + (this.c << 3)) | 0;
        this.c = (this.c << 21) | (this.c >>> 11);
        this.d = (this.d + 1) | 0;
        t = (t + this.d) | 0;
        this.c = (this.c + t) | 0;
        return (t >>> 0) / 4_294_967_296;
    }
    /** An integer in [min, max], both included. */
    int(min, max) {
        return min + Math.floor(this.next() * (max - min + 1));
    }
    chance(probability) {
        return this.next() < probability;
    }
    pick(items) {
        if (items.length === 0)
            throw new Error('Cannot pick from an empty list');
        return items[Math.floor(this.next() * items.length)];
    }
    /** Picks by weight: `[[value, weight], ...]`. */
    weighted(entries) {
        const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
        let roll = this.next() * total;
        for (const [value, weight] of entries) {
            roll -= weight;
            if (roll < 0)
                return value;
        }
        const last = entries[entries.length - 1];
        if (!last)
            throw new Error('Cannot pick from an empty list');
        return last[0];
    }
    /** A shuffled copy (Fisher–Yates). */
    shuffle(items) {
        const copy = [...items];
        for (let i = copy.length - 1; i > 0; i -= 1) {
            const j = Math.floor(this.next() * (i + 1));
            [copy[i], copy[j]] = [copy[j], copy[i]];
        }
        return copy;
    }
    /** `count` distinct items of the list, in random order. */
    sample(items, count) {
        return this.shuffle(items).slice(0, Math.min(count, items.length));
    }
}
function xmur3(text) {
    let h = 1_779_033_703 ^ text.length;
    for (let i = 0; i < text.length; i += 1) {
        h = Math.imul(h ^ text.charCodeAt(i), 3_432_918_353);
        h = (h << 13) | (h >>> 19);
    }
    return () => {
        h = Math.imul(h ^ (h >>> 16), 2_246_822_507);
        h = Math.imul(h ^ (h >>> 13), 3_266_489_909);
        h ^= h >>> 16;
        return h >>> 0;
    };
}
//# sourceMappingURL=random.js.map