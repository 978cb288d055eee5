/** The search drawer, loaded once the page is idle or the drawer opens (decision 0017). */
export { SearchDrawer } from '../components/search-drawer';
