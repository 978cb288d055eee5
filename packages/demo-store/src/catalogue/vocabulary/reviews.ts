import type { Region } from '@storefront/core/locale';
import type { Bilingual } from './bilingual.js';

/** A review's title and body in one voice; `{item}` becomes "this ring" / "هذا الخاتم". */
export interface ReviewText {
  readonly title: Bilingual;
  readonly body: Bilingual;
}

export const REVIEW_TEXTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly ReviewText[]>> = {
  5: [
    { title: { en: 'Perfect gift', ar: 'هدية مثالية' }, body: { en: "Bought {item} for my sister's engagement and she loved it. The finish is flawless.", ar: 'اشتريت {item} لأختي في خطوبتها وأعجبتها كثيراً. التشطيب متقن جداً.' } },
    { title: { en: 'Even better in person', ar: 'أجمل من الصور' }, body: { en: 'Even more beautiful in person than in the photos, and delivery was quick.', ar: 'أجمل بكثير في الواقع من الصور، والتوصيل كان سريعاً.' } },
    { title: { en: 'My new favourite', ar: 'قطعتي المفضلة' }, body: { en: 'I have worn {item} every day for months and the quality is excellent.', ar: 'ألبس {item} كل يوم منذ أشهر، والجودة ممتازة.' } },
    { title: { en: 'Beautiful packaging too', ar: 'تغليف رائع أيضاً' }, body: { en: 'A perfect anniversary present. The box and the wrapping felt really special.', ar: 'هدية مثالية لذكرى زواجنا، والعلبة والتغليف كانا مميزين جداً.' } },
  ],
  4: [
    { title: { en: 'Very pretty', ar: 'قطعة جميلة جداً' }, body: { en: 'Lovely piece and good quality, only slightly smaller than I expected.', ar: 'قطعة جميلة وجودتها عالية، لكن الحجم أصغر قليلاً مما توقعت.' } },
    { title: { en: 'Good quality', ar: 'جودة ممتازة' }, body: { en: 'Well made and very pretty. It took a few days longer to arrive than promised.', ar: 'قطعة جميلة ومصنوعة بإتقان، لكن التوصيل تأخر بضعة أيام.' } },
    { title: { en: 'Happy with my purchase', ar: 'راضية عن الشراء' }, body: { en: 'The colour of the gold on {item} is exactly as shown.', ar: 'لون الذهب في {item} مطابق تماماً للصور.' } },
  ],
  3: [
    { title: { en: 'Nice, but…', ar: 'تصميم جميل ولكن' }, body: { en: 'Nice design, but the clasp feels a little delicate.', ar: 'التصميم جميل لكن القفل يبدو رقيقاً بعض الشيء.' } },
    { title: { en: 'Okay for the price', ar: 'مقبول مقابل السعر' }, body: { en: 'Looks good, though I expected more sparkle for the price.', ar: 'الشكل جيد، لكنني توقعت بريقاً أكثر مقابل هذا السعر.' } },
  ],
  2: [
    { title: { en: 'Smaller than expected', ar: 'أصغر مما توقعت' }, body: { en: 'Much smaller than it looks in the pictures. I am thinking of returning it.', ar: 'الحجم أصغر بكثير مما يظهر في الصور، وأفكر في إرجاع القطعة.' } },
    { title: { en: 'Disappointed with delivery', ar: 'خيبة أمل في التوصيل' }, body: { en: 'Delivery was late and the box arrived dented.', ar: 'تأخر التوصيل ووصلت العلبة مضغوطة.' } },
  ],
  1: [
    { title: { en: 'Not as pictured', ar: 'لا تطابق الصور' }, body: { en: 'The piece was not what I expected from the photos, so I returned it.', ar: 'لم تكن القطعة كما توقعت من الصور، فقمت بإرجاعها.' } },
    { title: { en: 'Poor quality', ar: 'جودة ضعيفة' }, body: { en: 'The clasp broke within a week.', ar: 'انكسر القفل خلال أسبوع.' } },
  ],
};

/** Reviewers' display names per region, in Latin script for English reviews and Arabic for Arabic ones. */
export const REVIEWER_NAMES: Readonly<Record<Region, Readonly<Record<'en' | 'ar', readonly string[]>>>> = {
  sa: {
    en: ['Noura A.', 'Reem S.', 'Abdullah K.', 'Lama H.', 'Sara M.', 'Faisal O.', 'Hessa D.', 'Razan T.'],
    ar: ['نورة ع.', 'ريم س.', 'عبدالله ك.', 'لمى ح.', 'سارة م.', 'فيصل ع.', 'حصة د.', 'رزان ت.'],
  },
  ae: {
    en: ['Mariam H.', 'Aisha R.', 'Priya K.', 'Sarah L.', 'Omar B.', 'Fatima Z.', 'Hind A.', 'Anna P.'],
    ar: ['مريم ه.', 'عائشة ر.', 'عمر ب.', 'فاطمة ز.', 'هند ع.', 'شما م.', 'ميثاء س.', 'خالد ن.'],
  },
  eg: {
    en: ['Salma F.', 'Nour E.', 'Yasmin A.', 'Karim H.', 'Mona S.', 'Habiba R.', 'Ahmed G.', 'Farida M.'],
    ar: ['سلمى ف.', 'نور إ.', 'ياسمين ع.', 'كريم ح.', 'منى س.', 'حبيبة ر.', 'أحمد ج.', 'فريدة م.'],
  },
};
