import { HomePage, type HomeSlots } from '../../features/home/pages/home-page';
import '../../styles/home.css';

/**
 * Home composition. Sections owned by other features (activities, banners, products, posts,
 * testimonials, team, sponsors) plug in here as they are built; none exists yet.
 */
const slots: HomeSlots = {};

export function HomeRoute() {
  return <HomePage slots={slots} />;
}
