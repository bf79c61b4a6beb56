import type { QueryClient } from '@tanstack/react-query';
import { clubFilesQuery } from '../../features/home/api/get-club-files';
import { templateQuery } from '../../features/home/api/get-template';
import { HomePage, type HomeSlots } from '../../features/home/pages/home-page';

/**
 * Home composition. Sections owned by other features (activities, banners, products, posts,
 * testimonials, team, sponsors) plug in here as they are built; none exists yet.
 * (home.css is part of the entry style sheet: the server-rendered first paint needs it.)
 */
const slots: HomeSlots = {};

export function HomeRoute() {
  return <HomePage slots={slots} />;
}

/** Server rendering: the hero slides and the gallery are in the page the server sends. */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(templateQuery), queryClient.prefetchQuery(clubFilesQuery('CzGallery'))]);
}
