import type { Language, Region } from '../../locale/domain/locale.js';

/** A name in both of the store's languages. */
export interface BilingualName {
  readonly en: string;
  readonly ar: string;
}

export interface City {
  readonly code: string;
  readonly name: BilingualName;
}

/** A governorate (a province in KSA, an emirate in the UAE) and its cities. */
export interface Governorate {
  readonly code: string;
  readonly name: BilingualName;
  readonly cities: readonly City[];
}

type Row = readonly [code: string, en: string, ar: string, cities: readonly (readonly [code: string, en: string, ar: string])[]];

const build = (rows: readonly Row[]): readonly Governorate[] =>
  rows.map(([code, en, ar, cities]) => ({ code, name: { en, ar }, cities: cities.map(([cityCode, cityEn, cityAr]) => ({ code: cityCode, name: { en: cityEn, ar: cityAr } })) }));

const SAUDI_ARABIA: readonly Row[] = [
  ['riyadh', 'Riyadh', 'الرياض', [['riyadh', 'Riyadh', 'الرياض'], ['al-kharj', 'Al Kharj', 'الخرج'], ['ad-diriyah', 'Diriyah', 'الدرعية'], ['al-majmaah', 'Al Majmaah', 'المجمعة']]],
  ['makkah', 'Makkah', 'مكة المكرمة', [['makkah', 'Makkah', 'مكة المكرمة'], ['jeddah', 'Jeddah', 'جدة'], ['taif', 'Taif', 'الطائف'], ['rabigh', 'Rabigh', 'رابغ']]],
  ['madinah', 'Madinah', 'المدينة المنورة', [['madinah', 'Madinah', 'المدينة المنورة'], ['yanbu', 'Yanbu', 'ينبع'], ['al-ula', 'AlUla', 'العلا']]],
  ['eastern', 'Eastern Province', 'المنطقة الشرقية', [['dammam', 'Dammam', 'الدمام'], ['al-khobar', 'Al Khobar', 'الخبر'], ['dhahran', 'Dhahran', 'الظهران'], ['al-ahsa', 'Al Ahsa', 'الأحساء'], ['jubail', 'Jubail', 'الجبيل'], ['qatif', 'Qatif', 'القطيف']]],
  ['qassim', 'Al Qassim', 'القصيم', [['buraydah', 'Buraydah', 'بريدة'], ['unaizah', 'Unaizah', 'عنيزة'], ['ar-rass', 'Ar Rass', 'الرس']]],
  ['asir', 'Asir', 'عسير', [['abha', 'Abha', 'أبها'], ['khamis-mushait', 'Khamis Mushait', 'خميس مشيط'], ['bisha', 'Bisha', 'بيشة']]],
  ['tabuk', 'Tabuk', 'تبوك', [['tabuk', 'Tabuk', 'تبوك'], ['umluj', 'Umluj', 'أملج']]],
  ['hail', 'Hail', 'حائل', [['hail', 'Hail', 'حائل']]],
  ['northern-borders', 'Northern Borders', 'الحدود الشمالية', [['arar', 'Arar', 'عرعر'], ['rafha', 'Rafha', 'رفحاء']]],
  ['jazan', 'Jazan', 'جازان', [['jazan', 'Jazan', 'جازان'], ['sabya', 'Sabya', 'صبيا']]],
  ['najran', 'Najran', 'نجران', [['najran', 'Najran', 'نجران'], ['sharurah', 'Sharurah', 'شرورة']]],
  ['al-bahah', 'Al Bahah', 'الباحة', [['al-bahah', 'Al Bahah', 'الباحة']]],
  ['al-jawf', 'Al Jawf', 'الجوف', [['sakakah', 'Sakakah', 'سكاكا'], ['qurayyat', 'Al Qurayyat', 'القريات']]],
];

const UNITED_ARAB_EMIRATES: readonly Row[] = [
  ['abu-dhabi', 'Abu Dhabi', 'أبوظبي', [['abu-dhabi', 'Abu Dhabi', 'أبوظبي'], ['al-ain', 'Al Ain', 'العين'], ['al-dhafra', 'Al Dhafra', 'الظفرة']]],
  ['dubai', 'Dubai', 'دبي', [['dubai', 'Dubai', 'دبي'], ['hatta', 'Hatta', 'حتا']]],
  ['sharjah', 'Sharjah', 'الشارقة', [['sharjah', 'Sharjah', 'الشارقة'], ['khor-fakkan', 'Khor Fakkan', 'خورفكان'], ['kalba', 'Kalba', 'كلباء']]],
  ['ajman', 'Ajman', 'عجمان', [['ajman', 'Ajman', 'عجمان']]],
  ['umm-al-quwain', 'Umm Al Quwain', 'أم القيوين', [['umm-al-quwain', 'Umm Al Quwain', 'أم القيوين']]],
  ['ras-al-khaimah', 'Ras Al Khaimah', 'رأس الخيمة', [['ras-al-khaimah', 'Ras Al Khaimah', 'رأس الخيمة']]],
  ['fujairah', 'Fujairah', 'الفجيرة', [['fujairah', 'Fujairah', 'الفجيرة'], ['dibba', 'Dibba Al Fujairah', 'دبا الفجيرة']]],
];

const EGYPT: readonly Row[] = [
  ['cairo', 'Cairo', 'القاهرة', [['cairo', 'Cairo', 'القاهرة'], ['new-cairo', 'New Cairo', 'القاهرة الجديدة'], ['nasr-city', 'Nasr City', 'مدينة نصر'], ['heliopolis', 'Heliopolis', 'مصر الجديدة'], ['maadi', 'Maadi', 'المعادي']]],
  ['giza', 'Giza', 'الجيزة', [['giza', 'Giza', 'الجيزة'], ['6th-of-october', '6th of October', 'السادس من أكتوبر'], ['sheikh-zayed', 'Sheikh Zayed', 'الشيخ زايد']]],
  ['alexandria', 'Alexandria', 'الإسكندرية', [['alexandria', 'Alexandria', 'الإسكندرية'], ['borg-el-arab', 'Borg El Arab', 'برج العرب']]],
  ['qalyubia', 'Qalyubia', 'القليوبية', [['banha', 'Banha', 'بنها'], ['shubra-el-kheima', 'Shubra El Kheima', 'شبرا الخيمة'], ['obour', 'El Obour', 'العبور']]],
  ['sharqia', 'Sharqia', 'الشرقية', [['zagazig', 'Zagazig', 'الزقازيق'], ['10th-of-ramadan', '10th of Ramadan', 'العاشر من رمضان']]],
  ['dakahlia', 'Dakahlia', 'الدقهلية', [['mansoura', 'Mansoura', 'المنصورة']]],
  ['gharbia', 'Gharbia', 'الغربية', [['tanta', 'Tanta', 'طنطا'], ['el-mahalla', 'El Mahalla El Kubra', 'المحلة الكبرى']]],
  ['monufia', 'Monufia', 'المنوفية', [['shibin-el-kom', 'Shibin El Kom', 'شبين الكوم']]],
  ['beheira', 'Beheira', 'البحيرة', [['damanhur', 'Damanhur', 'دمنهور']]],
  ['kafr-el-sheikh', 'Kafr El Sheikh', 'كفر الشيخ', [['kafr-el-sheikh', 'Kafr El Sheikh', 'كفر الشيخ']]],
  ['damietta', 'Damietta', 'دمياط', [['damietta', 'Damietta', 'دمياط'], ['new-damietta', 'New Damietta', 'دمياط الجديدة']]],
  ['port-said', 'Port Said', 'بورسعيد', [['port-said', 'Port Said', 'بورسعيد']]],
  ['ismailia', 'Ismailia', 'الإسماعيلية', [['ismailia', 'Ismailia', 'الإسماعيلية']]],
  ['suez', 'Suez', 'السويس', [['suez', 'Suez', 'السويس']]],
  ['north-sinai', 'North Sinai', 'شمال سيناء', [['arish', 'Arish', 'العريش']]],
  ['south-sinai', 'South Sinai', 'جنوب سيناء', [['sharm-el-sheikh', 'Sharm El Sheikh', 'شرم الشيخ'], ['dahab', 'Dahab', 'دهب'], ['el-tor', 'El Tor', 'الطور']]],
  ['faiyum', 'Faiyum', 'الفيوم', [['faiyum', 'Faiyum', 'الفيوم']]],
  ['beni-suef', 'Beni Suef', 'بني سويف', [['beni-suef', 'Beni Suef', 'بني سويف']]],
  ['minya', 'Minya', 'المنيا', [['minya', 'Minya', 'المنيا']]],
  ['asyut', 'Asyut', 'أسيوط', [['asyut', 'Asyut', 'أسيوط']]],
  ['sohag', 'Sohag', 'سوهاج', [['sohag', 'Sohag', 'سوهاج']]],
  ['qena', 'Qena', 'قنا', [['qena', 'Qena', 'قنا']]],
  ['luxor', 'Luxor', 'الأقصر', [['luxor', 'Luxor', 'الأقصر']]],
  ['aswan', 'Aswan', 'أسوان', [['aswan', 'Aswan', 'أسوان']]],
  ['red-sea', 'Red Sea', 'البحر الأحمر', [['hurghada', 'Hurghada', 'الغردقة'], ['el-gouna', 'El Gouna', 'الجونة'], ['marsa-alam', 'Marsa Alam', 'مرسى علم']]],
  ['new-valley', 'New Valley', 'الوادي الجديد', [['kharga', 'Kharga', 'الخارجة']]],
  ['matrouh', 'Matrouh', 'مطروح', [['marsa-matrouh', 'Marsa Matrouh', 'مرسى مطروح'], ['el-alamein', 'El Alamein', 'العلمين']]],
];

/** Each region's governorates (emirates in the UAE) and their main cities, in both languages. */
export const AREAS: Readonly<Record<Region, readonly Governorate[]>> = {
  sa: build(SAUDI_ARABIA),
  ae: build(UNITED_ARAB_EMIRATES),
  eg: build(EGYPT),
};

/** Whether a governorate code and a city code of it are the region's. */
export function isKnownArea(region: Region, governorate: string, city: string): boolean {
  return AREAS[region].some((candidate) => candidate.code === governorate && candidate.cities.some((known) => known.code === city));
}

/**
 * An address's governorate and city by name in a language, from their codes: the region's areas;
 * a code the region does not know (an address kept from before an area was renamed) stands as it is.
 */
export function areaNamesOf(region: Region, address: { readonly governorate: string; readonly city: string }, language: Language): { readonly governorate: string; readonly city: string } {
  const governorate = AREAS[region].find((item) => item.code === address.governorate);
  const city = governorate?.cities.find((item) => item.code === address.city);
  return { governorate: governorate?.name[language] ?? address.governorate, city: city?.name[language] ?? address.city };
}
