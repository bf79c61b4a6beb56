import { useEffect, type ReactNode } from 'react';
import type { TemplateConfig } from '@clubportal/contract/settings';
import { heroSlides } from '@clubportal/contract/settings-view';
import { Skeleton } from '../../../components/ui/spinner';
import { useSettings, useUploadUrl } from '../../../lib/settings/settings-context';
import { useTemplate } from '../api/get-template';
import { CallToAction, type CallToActionContent } from '../components/call-to-action';
import { Gallery } from '../components/gallery';
import { HeroSlider, WelcomeHero } from '../components/hero-slider';
import { NumbersStrip, type ClubNumber } from '../components/numbers-strip';

/**
 * Extension points for the home sections other features own (spec order). The app composes them in
 * (features never import each other), so a later issue adds e.g. `lastPosts: <LastPosts />` in app/.
 */
export type HomeSlots = Partial<
  Record<
    | 'activities'
    | 'banners'
    | 'trendingProducts'
    | 'testimonials'
    | 'team'
    | 'popularProducts'
    | 'lastPosts'
    | 'sponsors',
    ReactNode
  >
>;

function callToActions(t: TemplateConfig, resolve: (file: string) => string): CallToActionContent[] {
  const blocks: CallToActionContent[] = [];
  if (t.wellcomeImageCustom) {
    blocks.push({
      image: resolve(t.wellcomeImageCustom),
      title: t.wicTextTitle1,
      description: t.wicTextDescription1,
      buttonText: t.wicTextButton1,
      url: t.wicUrlButton1,
    });
  }
  if (t.wellcomeImage) {
    blocks.push({
      image: resolve(t.wellcomeImage),
      title: t.wiTextTitle1,
      description: t.wiTextDescription1,
      buttonText: t.wiTextButton1,
      url: t.wiUrlButton1,
    });
  }
  return blocks;
}

function clubNumbers(t: TemplateConfig): ClubNumber[] {
  return ([1, 2, 3, 4] as const)
    .map((n) => ({ value: t[`number${n}`], label: t[`textNumbers${n}`] }))
    .filter((item) => item.value.trim() !== '');
}

export function HomePage({ slots = {} }: { slots?: HomeSlots }) {
  const settings = useSettings();
  const resolve = useUploadUrl();
  const { data: template, isPending, error } = useTemplate();

  useEffect(() => {
    if (error) console.error('Home template failed to load', error);
  }, [error]);

  const slides = template ? heroSlides(template) : [];
  return (
    <div className="home">
      {isPending ? (
        <div className="hero hero--loading" aria-busy="true">
          <Skeleton className="hero__skeleton" />
        </div>
      ) : slides.length > 0 ? (
        <>
          {/* The page's one h1 stays put while the slides (each titled with an h2) come and go. */}
          <h1 className="sr-only">{settings.name}</h1>
          <HeroSlider slides={slides} resolve={resolve} />
        </>
      ) : (
        <WelcomeHero title={settings.name} description={settings.description} />
      )}
      {slots.activities}
      {slots.banners}
      {template
        ? callToActions(template, resolve).map((content, index) => (
            <CallToAction key={index} content={content} align={index % 2 === 0 ? 'start' : 'end'} />
          ))
        : null}
      {template ? <NumbersStrip items={clubNumbers(template)} /> : null}
      {slots.trendingProducts}
      <Gallery resolve={resolve} />
      {slots.testimonials}
      {slots.team}
      {slots.popularProducts}
      {slots.lastPosts}
      {slots.sponsors}
    </div>
  );
}
