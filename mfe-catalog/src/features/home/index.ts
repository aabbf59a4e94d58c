import { HomePage } from './HomePage';

export { HomePage, HOME_CATEGORIES, FEATURED_PER_CATEGORY } from './HomePage';
export default HomePage;
