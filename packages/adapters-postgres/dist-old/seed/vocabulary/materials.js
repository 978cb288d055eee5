import { MULTICOLOURED_GOLDS } from '@storefront/core';
export const METALS = {
    gold: { en: 'Gold', ar: 'ذهب' },
    silver: { en: 'Silver', ar: 'فضة' },
};
export const KARATS = {
    '18K': { en: '18K', ar: '18 قيراط' },
    '21K': { en: '21K', ar: '21 قيراط' },
    '22K': { en: '22K', ar: '22 قيراط' },
    '24K': { en: '24K', ar: '24 قيراط' },
};
const [yellowWhite, yellowRose, whiteRose, allThree] = MULTICOLOURED_GOLDS.en;
const [yellowWhiteAr, yellowRoseAr, whiteRoseAr, allThreeAr] = MULTICOLOURED_GOLDS.ar;
export const GOLD_COLOURS = {
    yellow: { facet: { en: 'Yellow Gold', ar: 'ذهب أصفر' }, phrase: { en: 'Yellow Gold', ar: 'الذهب الأصفر' } },
    white: { facet: { en: 'White Gold', ar: 'ذهب أبيض' }, phrase: { en: 'White Gold', ar: 'الذهب الأبيض' } },
    rose: { facet: { en: 'Rose Gold', ar: 'ذهب وردي' }, phrase: { en: 'Rose Gold', ar: 'الذهب الوردي' } },
    yellowWhite: { facet: { en: yellowWhite, ar: yellowWhiteAr }, phrase: { en: yellowWhite, ar: 'الذهب الأصفر والأبيض' } },
    yellowRose: { facet: { en: yellowRose, ar: yellowRoseAr }, phrase: { en: yellowRose, ar: 'الذهب الأصفر والوردي' } },
    whiteRose: { facet: { en: whiteRose, ar: whiteRoseAr }, phrase: { en: whiteRose, ar: 'الذهب الأبيض والوردي' } },
    allThree: { facet: { en: allThree, ar: allThreeAr }, phrase: { en: allThree, ar: 'الذهب الأصفر والأبيض والوردي' } },
};
export const SILVER_COLOUR = {
    facet: { en: 'Silver', ar: 'فضي' },
    phrase: { en: 'Sterling Silver', ar: 'الفضة الإسترلينية' },
};
export const GOLD_COLOUR_WEIGHTS = [
    ['yellow', 36],
    ['white', 22],
    ['rose', 20],
    ['yellowWhite', 8],
    ['yellowRose', 7],
    ['whiteRose', 4],
    ['allThree', 3],
];
export const STONES = {
    diamonds: { facet: { en: 'Diamonds', ar: 'الألماس' }, adjective: 'Diamond', setWith: { en: 'brilliant-cut diamonds', ar: 'بالألماس' }, priceFactor: 2.6 },
    labGrown: { facet: { en: 'Lab Grown Diamonds', ar: 'ألماس مصنع في المختبر' }, adjective: 'Lab-Grown Diamond', setWith: { en: 'lab-grown diamonds', ar: 'بألماس مصنع في المختبر' }, priceFactor: 1.6 },
    emerald: { facet: { en: 'Emerald', ar: 'زمرد' }, adjective: 'Emerald', setWith: { en: 'emeralds', ar: 'بالزمرد' }, priceFactor: 2 },
    sapphire: { facet: { en: 'Sapphire', ar: 'ياقوت أزرق' }, adjective: 'Sapphire', setWith: { en: 'blue sapphires', ar: 'بالياقوت الأزرق' }, priceFactor: 1.9 },
    ruby: { facet: { en: 'Ruby', ar: 'ياقوت أحمر' }, adjective: 'Ruby', setWith: { en: 'rubies', ar: 'بالياقوت الأحمر' }, priceFactor: 1.9 },
    pearl: { facet: { en: 'Pearl', ar: 'لؤلؤ' }, adjective: 'Pearl', setWith: { en: 'freshwater pearls', ar: 'بلآلئ المياه العذبة' }, priceFactor: 1.2 },
    motherOfPearl: { facet: { en: 'Mother of Pearl', ar: 'عرق اللؤلؤ' }, adjective: 'Mother-of-Pearl', setWith: { en: 'mother-of-pearl', ar: 'بعرق اللؤلؤ' }, priceFactor: 1.1 },
    turquoise: { facet: { en: 'Turquoise', ar: 'فيروز' }, adjective: 'Turquoise', setWith: { en: 'turquoise', ar: 'بالفيروز' }, priceFactor: 1.1 },
    cubicZirconia: { facet: { en: 'Cubic Zirconia', ar: 'زركونيا مكعبة' }, adjective: 'Cubic Zirconia', setWith: { en: 'cubic zirconia', ar: 'بالزركونيا المكعبة' }, priceFactor: 1.05 },
    blueTopaz: { facet: { en: 'Blue Topaz', ar: 'توباز أزرق' }, adjective: 'Blue Topaz', setWith: { en: 'blue topaz', ar: 'بالتوباز الأزرق' }, priceFactor: 1.3 },
    amethyst: { facet: { en: 'Amethyst', ar: 'جمشت' }, adjective: 'Amethyst', setWith: { en: 'amethysts', ar: 'بالجمشت' }, priceFactor: 1.25 },
    onyx: { facet: { en: 'Onyx', ar: 'عقيق أسود' }, adjective: 'Onyx', setWith: { en: 'black onyx', ar: 'بالعقيق الأسود' }, priceFactor: 1.1 },
    aquamarine: { facet: { en: 'Aquamarine', ar: 'أكوامارين' }, adjective: 'Aquamarine', setWith: { en: 'aquamarines', ar: 'بحجر الأكوامارين' }, priceFactor: 1.4 },
};
/** Which stones each brand sets, and how often; `none` is plain metal. */
export const BRAND_STONES = {
    lazurde: [['none', 30], ['diamonds', 30], ['labGrown', 6], ['emerald', 6], ['sapphire', 6], ['ruby', 5], ['pearl', 8], ['cubicZirconia', 4], ['motherOfPearl', 3], ['onyx', 2]],
    missl: [['none', 30], ['cubicZirconia', 20], ['motherOfPearl', 10], ['turquoise', 10], ['pearl', 8], ['labGrown', 6], ['diamonds', 6], ['amethyst', 5], ['onyx', 5]],
    waves: [['none', 25], ['blueTopaz', 15], ['pearl', 15], ['motherOfPearl', 15], ['turquoise', 10], ['aquamarine', 10], ['cubicZirconia', 10]],
};
/** Karat of gold per brand; waves also works in sterling silver. */
export const BRAND_METALS = {
    lazurde: [['18K', 60], ['21K', 35], ['22K', 5]],
    missl: [['18K', 100]],
    waves: [['silver', 55], ['18K', 45]],
};
export const KARAT_PRICE_FACTOR = { '18K': 1, '21K': 1.15, '22K': 1.25, '24K': 1.4, silver: 0.28 };
/** Brand positioning as a multiplier of the main brand's price. */
export const BRAND_PRICE_FACTOR = { lazurde: 1, missl: 0.45, waves: 0.6 };
//# sourceMappingURL=materials.js.map