import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { WhenVisible } from '../../components/ui/when-visible';
import { bannersQuery } from '../../features/home/api/get-banners';
import { clubFilesQuery } from '../../features/home/api/get-club-files';
import { highlightProductsQuery } from '../../features/home/api/get-highlight-products';
import { homeActivitiesQuery } from '../../features/home/api/get-home-activities';
import { lastPostsQuery } from '../../features/home/api/get-last-posts';
import { templateQuery } from '../../features/home/api/get-template';
import { textBlocksQuery } from '../../features/home/api/get-text-blocks';
import { HomePage, type HomeSlots } from '../../features/home/pages/home-page';
import { NewsletterSection } from '../../features/newsletter/components/newsletter-section';

/** The form (react-hook-form and the contract's schema) loads when the visitor nears it: not first-page code. */
const NewsletterForm = lazy(() =>
  import('../../features/newsletter/components/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
);

/**
 * Home composition: sections owned by other features plug in here (features never import each other).
 * (home.css is part of the entry style sheet: the server-rendered first paint needs it.)
 */
const slots: HomeSlots = {
  newsletter: (
    <NewsletterSection>
      <WhenVisible minHeight="12rem">
        <NewsletterForm />
      </WhenVisible>
    </NewsletterSection>
  ),
};

export function HomeRoute() {
  return <HomePage slots={slots} />;
}

/** Server rendering: every home section's data is in the page the server sends (a failed call is left to the browser). */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(templateQuery),
    queryClient.prefetchQuery(clubFilesQuery('CzGallery')),
    queryClient.prefetchQuery(clubFilesQuery('Sponsors')),
    queryClient.prefetchQuery(homeActivitiesQuery('registration')),
    queryClient.prefetchQuery(homeActivitiesQuery('activity')),
    queryClient.prefetchQuery(bannersQuery),
    queryClient.prefetchQuery(highlightProductsQuery('trending')),
    queryClient.prefetchQuery(highlightProductsQuery('popular')),
    queryClient.prefetchQuery(textBlocksQuery(1)),
    queryClient.prefetchQuery(textBlocksQuery(2)),
    queryClient.prefetchQuery(lastPostsQuery),
  ]);
}
