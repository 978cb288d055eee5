import type { Brand, Region } from '@storefront/core/locale';

/** Opening hours per weekday (0 = Sunday), `null` when closed; times are local `HH:MM`. */
export type OpeningHours = readonly ({ readonly opens: string; readonly closes: string } | null)[];

export interface DemoStore {
  readonly region: Region;
  readonly brand: Brand;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly addressEn: string;
  readonly addressAr: string;
  readonly cityEn: string;
  readonly cityAr: string;
  readonly phone: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly openingHours: OpeningHours;
}

type Day = { readonly opens: string; readonly closes: string } | null;
const hours = (opens: string, closes: string): Day => ({ opens, closes });

/** Sunday first. Saudi malls open late on Friday, after the noon prayer. */
const KSA_MALL: OpeningHours = [hours('10:00', '23:00'), hours('10:00', '23:00'), hours('10:00', '23:00'), hours('10:00', '23:00'), hours('10:00', '23:30'), hours('16:00', '23:30'), hours('10:00', '23:30')];
const KSA_STREET: OpeningHours = [hours('09:30', '22:00'), hours('09:30', '22:00'), hours('09:30', '22:00'), hours('09:30', '22:00'), hours('09:30', '22:00'), null, hours('16:00', '22:00')];
const UAE_MALL: OpeningHours = [hours('10:00', '22:00'), hours('10:00', '22:00'), hours('10:00', '22:00'), hours('10:00', '22:00'), hours('10:00', '23:30'), hours('10:00', '23:30'), hours('10:00', '23:30')];
const EGYPT_MALL: OpeningHours = [hours('10:00', '23:00'), hours('10:00', '23:00'), hours('10:00', '23:00'), hours('10:00', '23:00'), hours('10:00', '23:30'), hours('13:00', '23:30'), hours('10:00', '23:30')];
const EGYPT_STREET: OpeningHours = [hours('11:00', '21:00'), hours('11:00', '21:00'), hours('11:00', '21:00'), hours('11:00', '21:00'), hours('11:00', '21:00'), null, hours('11:00', '21:00')];

type Place = Omit<DemoStore, 'region' | 'brand' | 'nameEn' | 'nameAr' | 'phone' | 'openingHours'> & { readonly en: string; readonly ar: string };

const RIYADH = { cityEn: 'Riyadh', cityAr: 'الرياض' };
const JEDDAH = { cityEn: 'Jeddah', cityAr: 'جدة' };
const CAIRO = { cityEn: 'Cairo', cityAr: 'القاهرة' };
const ALEXANDRIA = { cityEn: 'Alexandria', cityAr: 'الإسكندرية' };

const PLACES = {
  riyadhPark: { en: 'Riyadh Park', ar: 'رياض بارك', addressEn: 'Riyadh Park Mall, Ground Floor, Northern Ring Road, Al Aqiq, Riyadh', addressAr: 'رياض بارك مول، الطابق الأرضي، الطريق الدائري الشمالي، حي العقيق، الرياض', ...RIYADH, latitude: '24.7560', longitude: '46.6293' },
  kingdomCentre: { en: 'Kingdom Centre', ar: 'مركز المملكة', addressEn: 'Kingdom Centre Mall, First Floor, King Fahd Road, Al Olaya, Riyadh', addressAr: 'مركز المملكة، الطابق الأول، طريق الملك فهد، حي العليا، الرياض', ...RIYADH, latitude: '24.7114', longitude: '46.6744' },
  nakheelMall: { en: 'Al Nakheel Mall', ar: 'النخيل مول', addressEn: 'Al Nakheel Mall, Ground Floor, Imam Saud bin Abdulaziz Road, Al Mughrizat, Riyadh', addressAr: 'النخيل مول، الطابق الأرضي، طريق الإمام سعود بن عبدالعزيز، حي المغرزات، الرياض', ...RIYADH, latitude: '24.7702', longitude: '46.7133' },
  redSeaMall: { en: 'Red Sea Mall', ar: 'رد سي مول', addressEn: 'Red Sea Mall, Gate 3, King Abdulaziz Road, Al Naseem, Jeddah', addressAr: 'رد سي مول، بوابة 3، طريق الملك عبدالعزيز، حي النسيم، جدة', ...JEDDAH, latitude: '21.6275', longitude: '39.1108' },
  tahlia: { en: 'Tahlia Street', ar: 'شارع التحلية', addressEn: 'Prince Mohammed bin Abdulaziz Street (Tahlia), Al Andalus, Jeddah', addressAr: 'شارع الأمير محمد بن عبدالعزيز (التحلية)، حي الأندلس، جدة', ...JEDDAH, latitude: '21.5459', longitude: '39.1615' },
  jeddahPark: { en: 'Jeddah Park', ar: 'جدة بارك', addressEn: 'Jeddah Park Mall, First Floor, Prince Majed Road, Al Safa, Jeddah', addressAr: 'جدة بارك مول، الطابق الأول، طريق الأمير ماجد، حي الصفا، جدة', ...JEDDAH, latitude: '21.5135', longitude: '39.2179' },
  rashidMall: { en: 'Al Rashid Mall', ar: 'الراشد مول', addressEn: 'Al Rashid Mall, Ground Floor, King Saud Road, Al Khobar', addressAr: 'الراشد مول، الطابق الأرضي، طريق الملك سعود، الخبر', cityEn: 'Al Khobar', cityAr: 'الخبر', latitude: '26.2936', longitude: '50.1869' },
  dubaiMall: { en: 'The Dubai Mall', ar: 'دبي مول', addressEn: 'The Dubai Mall, Lower Ground Floor, Financial Centre Road, Downtown Dubai', addressAr: 'دبي مول، الطابق السفلي، شارع المركز المالي، وسط مدينة دبي', cityEn: 'Dubai', cityAr: 'دبي', latitude: '25.1972', longitude: '55.2796' },
  emiratesMall: { en: 'Mall of the Emirates', ar: 'مول الإمارات', addressEn: 'Mall of the Emirates, Level 1, Sheikh Zayed Road, Al Barsha, Dubai', addressAr: 'مول الإمارات، المستوى الأول، شارع الشيخ زايد، البرشاء، دبي', cityEn: 'Dubai', cityAr: 'دبي', latitude: '25.1181', longitude: '55.2006' },
  yasMall: { en: 'Yas Mall', ar: 'ياس مول', addressEn: 'Yas Mall, Ground Floor, Yas Island, Abu Dhabi', addressAr: 'ياس مول، الطابق الأرضي، جزيرة ياس، أبوظبي', cityEn: 'Abu Dhabi', cityAr: 'أبوظبي', latitude: '24.4887', longitude: '54.6086' },
  abuDhabiMall: { en: 'Abu Dhabi Mall', ar: 'أبوظبي مول', addressEn: 'Abu Dhabi Mall, Level 2, 10th Street, Tourist Club Area, Abu Dhabi', addressAr: 'أبوظبي مول، المستوى الثاني، الشارع العاشر، منطقة النادي السياحي، أبوظبي', cityEn: 'Abu Dhabi', cityAr: 'أبوظبي', latitude: '24.4958', longitude: '54.3831' },
  sharjahCentre: { en: 'City Centre Sharjah', ar: 'سيتي سنتر الشارقة', addressEn: 'City Centre Sharjah, Ground Floor, Al Wahda Road, Sharjah', addressAr: 'سيتي سنتر الشارقة، الطابق الأرضي، شارع الوحدة، الشارقة', cityEn: 'Sharjah', cityAr: 'الشارقة', latitude: '25.3255', longitude: '55.3930' },
  cityStars: { en: 'City Stars', ar: 'سيتي ستارز', addressEn: 'City Stars Mall, Phase 1, Omar Ibn El Khattab Street, Nasr City, Cairo', addressAr: 'سيتي ستارز مول، المرحلة الأولى، شارع عمر بن الخطاب، مدينة نصر، القاهرة', ...CAIRO, latitude: '30.0730', longitude: '31.3459' },
  festivalCity: { en: 'Cairo Festival City', ar: 'كايرو فستيفال سيتي', addressEn: 'Cairo Festival City Mall, Ground Floor, Ring Road, New Cairo', addressAr: 'كايرو فستيفال سيتي مول، الطابق الأرضي، الطريق الدائري، القاهرة الجديدة', ...CAIRO, latitude: '30.0293', longitude: '31.4085' },
  mallOfEgypt: { en: 'Mall of Egypt', ar: 'مول مصر', addressEn: 'Mall of Egypt, Level 1, Wahat Road, 6th of October City, Giza', addressAr: 'مول مصر، المستوى الأول، طريق الواحات، مدينة السادس من أكتوبر، الجيزة', cityEn: 'Giza', cityAr: 'الجيزة', latitude: '29.9725', longitude: '31.0166' },
  zamalek: { en: 'Zamalek', ar: 'الزمالك', addressEn: '26th of July Street, Zamalek, Cairo', addressAr: 'شارع 26 يوليو، الزمالك، القاهرة', ...CAIRO, latitude: '30.0609', longitude: '31.2197' },
  sanStefano: { en: 'San Stefano', ar: 'سان ستيفانو', addressEn: 'San Stefano Grand Plaza, Level 1, El Geish Road, Alexandria', addressAr: 'سان ستيفانو جراند بلازا، المستوى الأول، طريق الجيش، الإسكندرية', ...ALEXANDRIA, latitude: '31.2457', longitude: '29.9660' },
  alexCityCentre: { en: 'City Centre Alexandria', ar: 'سيتي سنتر الإسكندرية', addressEn: 'City Centre Alexandria, Ground Floor, Cairo–Alexandria Desert Road, Alexandria', addressAr: 'سيتي سنتر الإسكندرية، الطابق الأرضي، الطريق الصحراوي، الإسكندرية', ...ALEXANDRIA, latitude: '31.1703', longitude: '29.9328' },
} as const satisfies Record<string, Place>;

const BRAND_NAMES: Readonly<Record<Brand, { readonly en: string; readonly ar: string }>> = {
  lazurde: { en: "L'azurde", ar: 'لازوردي' },
  missl: { en: 'Miss L', ar: 'ميس إل' },
  waves: { en: 'Waves', ar: 'ويفز' },
};

function store(region: Region, brand: Brand, place: Place, phone: string, openingHours: OpeningHours): DemoStore {
  const { en, ar, ...where } = place;
  return { region, brand, nameEn: `${BRAND_NAMES[brand].en} ${en}`, nameAr: `${BRAND_NAMES[brand].ar} ${ar}`, phone, openingHours, ...where };
}

/** Boutiques per region: 3-5 of the main brand, 1-2 of Miss L, and Waves in KSA only. */
export const DEMO_STORES: readonly DemoStore[] = [
  store('sa', 'lazurde', PLACES.riyadhPark, '+966112345601', KSA_MALL),
  store('sa', 'lazurde', PLACES.kingdomCentre, '+966112345602', KSA_MALL),
  store('sa', 'lazurde', PLACES.redSeaMall, '+966122345603', KSA_MALL),
  store('sa', 'lazurde', PLACES.tahlia, '+966122345604', KSA_STREET),
  store('sa', 'lazurde', PLACES.rashidMall, '+966132345605', KSA_MALL),
  store('sa', 'missl', PLACES.riyadhPark, '+966112345611', KSA_MALL),
  store('sa', 'missl', PLACES.redSeaMall, '+966122345612', KSA_MALL),
  store('sa', 'waves', PLACES.nakheelMall, '+966112345621', KSA_MALL),
  store('sa', 'waves', PLACES.jeddahPark, '+966122345622', KSA_MALL),
  store('ae', 'lazurde', PLACES.dubaiMall, '+97143345601', UAE_MALL),
  store('ae', 'lazurde', PLACES.emiratesMall, '+97143345602', UAE_MALL),
  store('ae', 'lazurde', PLACES.yasMall, '+97123345603', UAE_MALL),
  store('ae', 'lazurde', PLACES.sharjahCentre, '+97165345604', UAE_MALL),
  store('ae', 'missl', PLACES.dubaiMall, '+97143345611', UAE_MALL),
  store('ae', 'missl', PLACES.abuDhabiMall, '+97123345612', UAE_MALL),
  store('eg', 'lazurde', PLACES.cityStars, '+20222345601', EGYPT_MALL),
  store('eg', 'lazurde', PLACES.festivalCity, '+20226345602', EGYPT_MALL),
  store('eg', 'lazurde', PLACES.mallOfEgypt, '+20238345603', EGYPT_MALL),
  store('eg', 'lazurde', PLACES.zamalek, '+20227345604', EGYPT_STREET),
  store('eg', 'lazurde', PLACES.sanStefano, '+2035345605', EGYPT_MALL),
  store('eg', 'missl', PLACES.cityStars, '+20222345611', EGYPT_MALL),
  store('eg', 'missl', PLACES.alexCityCentre, '+2034345612', EGYPT_MALL),
];
