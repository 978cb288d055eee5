// The API's refusals in the page's words, for a form outside the account pages that needs them only
// when a refusal comes: the product page's review form (decision 1463) loads them then.
export { refusalOf } from '../components/form-errors';
