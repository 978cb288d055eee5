import type { Brand } from '@storefront/core';
import type { Bilingual } from './bilingual.js';
/** A metal colour: the facet value in both languages and the phrase a sentence uses. */
export interface MetalColour {
    readonly facet: Bilingual;
    /** "in Rose Gold" / "من الذهب الوردي" without the preposition. */
    readonly phrase: Bilingual;
}
export declare const METALS: {
    readonly gold: {
        readonly en: "Gold";
        readonly ar: "ذهب";
    };
    readonly silver: {
        readonly en: "Silver";
        readonly ar: "فضة";
    };
};
export declare const KARATS: {
    readonly '18K': {
        readonly en: "18K";
        readonly ar: "18 قيراط";
    };
    readonly '21K': {
        readonly en: "21K";
        readonly ar: "21 قيراط";
    };
    readonly '22K': {
        readonly en: "22K";
        readonly ar: "22 قيراط";
    };
    readonly '24K': {
        readonly en: "24K";
        readonly ar: "24 قيراط";
    };
};
export type Karat = keyof typeof KARATS;
export declare const GOLD_COLOURS: {
    readonly yellow: {
        readonly facet: {
            readonly en: "Yellow Gold";
            readonly ar: "ذهب أصفر";
        };
        readonly phrase: {
            readonly en: "Yellow Gold";
            readonly ar: "الذهب الأصفر";
        };
    };
    readonly white: {
        readonly facet: {
            readonly en: "White Gold";
            readonly ar: "ذهب أبيض";
        };
        readonly phrase: {
            readonly en: "White Gold";
            readonly ar: "الذهب الأبيض";
        };
    };
    readonly rose: {
        readonly facet: {
            readonly en: "Rose Gold";
            readonly ar: "ذهب وردي";
        };
        readonly phrase: {
            readonly en: "Rose Gold";
            readonly ar: "الذهب الوردي";
        };
    };
    readonly yellowWhite: {
        readonly facet: {
            readonly en: "Yellow & White Gold";
            readonly ar: "ذهب أصفر وأبيض";
        };
        readonly phrase: {
            readonly en: "Yellow & White Gold";
            readonly ar: "الذهب الأصفر والأبيض";
        };
    };
    readonly yellowRose: {
        readonly facet: {
            readonly en: "Yellow & Rose Gold";
            readonly ar: "ذهب أصفر ووردي";
        };
        readonly phrase: {
            readonly en: "Yellow & Rose Gold";
            readonly ar: "الذهب الأصفر والوردي";
        };
    };
    readonly whiteRose: {
        readonly facet: {
            readonly en: "White & Rose Gold";
            readonly ar: "ذهب أبيض ووردي";
        };
        readonly phrase: {
            readonly en: "White & Rose Gold";
            readonly ar: "الذهب الأبيض والوردي";
        };
    };
    readonly allThree: {
        readonly facet: {
            readonly en: "Yellow, White & Rose Gold";
            readonly ar: "ذهب أصفر وأبيض ووردي";
        };
        readonly phrase: {
            readonly en: "Yellow, White & Rose Gold";
            readonly ar: "الذهب الأصفر والأبيض والوردي";
        };
    };
};
export type GoldColour = keyof typeof GOLD_COLOURS;
export declare const SILVER_COLOUR: MetalColour;
export declare const GOLD_COLOUR_WEIGHTS: readonly (readonly [GoldColour, number])[];
export interface Stone {
    readonly facet: Bilingual;
    /** As a name's adjective: "Emerald Halo Ring". */
    readonly adjective: string;
    /** After "set with": "set with emeralds" / "مرصع بالزمرد". */
    readonly setWith: Bilingual;
    /** How much the stone adds to the price of the plain piece. */
    readonly priceFactor: number;
}
export declare const STONES: {
    readonly diamonds: {
        readonly facet: {
            readonly en: "Diamonds";
            readonly ar: "الألماس";
        };
        readonly adjective: "Diamond";
        readonly setWith: {
            readonly en: "brilliant-cut diamonds";
            readonly ar: "بالألماس";
        };
        readonly priceFactor: 2.6;
    };
    readonly labGrown: {
        readonly facet: {
            readonly en: "Lab Grown Diamonds";
            readonly ar: "ألماس مصنع في المختبر";
        };
        readonly adjective: "Lab-Grown Diamond";
        readonly setWith: {
            readonly en: "lab-grown diamonds";
            readonly ar: "بألماس مصنع في المختبر";
        };
        readonly priceFactor: 1.6;
    };
    readonly emerald: {
        readonly facet: {
            readonly en: "Emerald";
            readonly ar: "زمرد";
        };
        readonly adjective: "Emerald";
        readonly setWith: {
            readonly en: "emeralds";
            readonly ar: "بالزمرد";
        };
        readonly priceFactor: 2;
    };
    readonly sapphire: {
        readonly facet: {
            readonly en: "Sapphire";
            readonly ar: "ياقوت أزرق";
        };
        readonly adjective: "Sapphire";
        readonly setWith: {
            readonly en: "blue sapphires";
            readonly ar: "بالياقوت الأزرق";
        };
        readonly priceFactor: 1.9;
    };
    readonly ruby: {
        readonly facet: {
            readonly en: "Ruby";
            readonly ar: "ياقوت أحمر";
        };
        readonly adjective: "Ruby";
        readonly setWith: {
            readonly en: "rubies";
            readonly ar: "بالياقوت الأحمر";
        };
        readonly priceFactor: 1.9;
    };
    readonly pearl: {
        readonly facet: {
            readonly en: "Pearl";
            readonly ar: "لؤلؤ";
        };
        readonly adjective: "Pearl";
        readonly setWith: {
            readonly en: "freshwater pearls";
            readonly ar: "بلآلئ المياه العذبة";
        };
        readonly priceFactor: 1.2;
    };
    readonly motherOfPearl: {
        readonly facet: {
            readonly en: "Mother of Pearl";
            readonly ar: "عرق اللؤلؤ";
        };
        readonly adjective: "Mother-of-Pearl";
        readonly setWith: {
            readonly en: "mother-of-pearl";
            readonly ar: "بعرق اللؤلؤ";
        };
        readonly priceFactor: 1.1;
    };
    readonly turquoise: {
        readonly facet: {
            readonly en: "Turquoise";
            readonly ar: "فيروز";
        };
        readonly adjective: "Turquoise";
        readonly setWith: {
            readonly en: "turquoise";
            readonly ar: "بالفيروز";
        };
        readonly priceFactor: 1.1;
    };
    readonly cubicZirconia: {
        readonly facet: {
            readonly en: "Cubic Zirconia";
            readonly ar: "زركونيا مكعبة";
        };
        readonly adjective: "Cubic Zirconia";
        readonly setWith: {
            readonly en: "cubic zirconia";
            readonly ar: "بالزركونيا المكعبة";
        };
        readonly priceFactor: 1.05;
    };
    readonly blueTopaz: {
        readonly facet: {
            readonly en: "Blue Topaz";
            readonly ar: "توباز أزرق";
        };
        readonly adjective: "Blue Topaz";
        readonly setWith: {
            readonly en: "blue topaz";
            readonly ar: "بالتوباز الأزرق";
        };
        readonly priceFactor: 1.3;
    };
    readonly amethyst: {
        readonly facet: {
            readonly en: "Amethyst";
            readonly ar: "جمشت";
        };
        readonly adjective: "Amethyst";
        readonly setWith: {
            readonly en: "amethysts";
            readonly ar: "بالجمشت";
        };
        readonly priceFactor: 1.25;
    };
    readonly onyx: {
        readonly facet: {
            readonly en: "Onyx";
            readonly ar: "عقيق أسود";
        };
        readonly adjective: "Onyx";
        readonly setWith: {
            readonly en: "black onyx";
            readonly ar: "بالعقيق الأسود";
        };
        readonly priceFactor: 1.1;
    };
    readonly aquamarine: {
        readonly facet: {
            readonly en: "Aquamarine";
            readonly ar: "أكوامارين";
        };
        readonly adjective: "Aquamarine";
        readonly setWith: {
            readonly en: "aquamarines";
            readonly ar: "بحجر الأكوامارين";
        };
        readonly priceFactor: 1.4;
    };
};
export type StoneKey = keyof typeof STONES;
/** Which stones each brand sets, and how often; `none` is plain metal. */
export declare const BRAND_STONES: Readonly<Record<Brand, readonly (readonly [StoneKey | 'none', number])[]>>;
/** Karat of gold per brand; waves also works in sterling silver. */
export declare const BRAND_METALS: Readonly<Record<Brand, readonly (readonly [Karat | 'silver', number])[]>>;
export declare const KARAT_PRICE_FACTOR: Readonly<Record<Karat | 'silver', number>>;
/** Brand positioning as a multiplier of the main brand's price. */
export declare const BRAND_PRICE_FACTOR: Readonly<Record<Brand, number>>;
//# sourceMappingURL=materials.d.ts.map