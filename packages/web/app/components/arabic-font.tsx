import { preload } from 'react-dom';
import regularWeight from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';

/** Asks the browser for the regular Arabic weight with the document, so the text is set in it at first paint. */
export function ArabicFontPreload() {
  preload(regularWeight, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}
