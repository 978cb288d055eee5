/** The locale choices, loaded when the language drawer first opens (decision 0017). */
export { LocaleChoices } from '../components/locale-choices';
