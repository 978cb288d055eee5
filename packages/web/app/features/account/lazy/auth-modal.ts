/** The auth and verification modals, loaded when one first opens (decision 0017). */
export { AuthModal } from '../components/auth-modal';
