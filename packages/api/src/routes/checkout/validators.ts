export { discountsBody } from '../cart/validators.js';
