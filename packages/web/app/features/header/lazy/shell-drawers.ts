/** The shell's right-side drawers, loaded once the page is idle or a drawer opens (decision 0017). */
export { ShellDrawers } from '../components/shell-drawers';
