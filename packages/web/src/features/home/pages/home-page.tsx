import { useEffect, type ReactNode } from 'react';
import type { TemplateConfig } from '@clubportal/contract/settings';
import { heroSlides } from '@clubportal/contract/settings-view';
import { Skeleton } from '../../../components/ui/spinner';
import { useSettings, useUploadUrl } from '../../../lib/settings/settings-context';
import { useTemplate } from '../api/get-template';
import { ActivitiesBanner } from '../components/activities-banner';
import { Banners } from '../components/banners';
import { CallToAction, type CallToActionContent } from '../components/call-to-action';
import { Gallery } from '../components/gallery';
import { HeroSlider, WelcomeHero } from '../components/hero-slider';
import { LastPosts } from '../components/last-posts';
import { NumbersStrip, type ClubNumber } from '../components/numbers-strip';
import { PopularProducts, TrendingProducts } from '../components/product-highlights';
import { Sponsors } from '../components/sponsors';
import { Team } from '../components/team';
import { Testimonials } from '../components/testimonials';

/**
 * Extension points for home sections other features own. The app composes them in (features never import
 * each other): the newsletter form.
 */
export type HomeSlots = Partial<Record<'newsletter', ReactNode>>;

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
      {/* Spec order; each section hides itself without data, and a failed call is only logged. */}
      <ActivitiesBanner />
      <Banners />
      {template
        ? callToActions(template, resolve).map((content, index) => (
            <CallToAction key={index} content={content} align={index % 2 === 0 ? 'start' : 'end'} />
          ))
        : null}
      <TrendingProducts image={template?.mainTrandingProductImage ? resolve(template.mainTrandingProductImage) : null} />
      <Gallery resolve={resolve} />
      <Testimonials />
      <Team />
      {template ? <NumbersStrip items={clubNumbers(template)} /> : null}
      <PopularProducts />
      <LastPosts />
      {slots.newsletter}
      <Sponsors resolve={resolve} />
    </div>
  );
}
