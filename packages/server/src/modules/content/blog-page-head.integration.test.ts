import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextBlockType } from '@clubportal/contract/enums';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { servedPagesDist } from '../../test/served-pages.js';
import { insertTextBlock } from './text-blocks.repository.js';

/** What a link preview or search engine reads of the blog's pages: the <head> of the page the server serves. */
describe('blog pages shared by link', () => {
  const clock = new ManualClock('2026-06-15T10:00:00.000Z');
  const dist = servedPagesDist();
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const head = async (path: string, language = 'es-ES') => (await app.inject({ url: path, headers: { cookie: `lang=${language}` } })).body;
  beforeAll(async () => {
    app = await buildTestApp({ clock, webDist: dist.webDist });
  });
  afterAll(async () => {
    await app.close();
    dist.remove();
  });

  it('gives a post its title, short text, image and og:type article, indexable', async () => {
    const post = await app.db
      .selectFrom('text_blocks')
      .select(['id', 'image'])
      .where('title', '=', 'Cinco ejercicios para mejorar tu bandeja')
      .executeTakeFirstOrThrow();
    const html = await head(`/post/${post.id}`);
    expect(html).toContain('<title>Cinco ejercicios para mejorar tu bandeja - Club Pádel Sierra Verde</title>');
    expect(html).toContain(
      '<meta name="description" content="Nuestro director técnico comparte la rutina que usa con los grupos de competición." />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:image" content="http://portal.test/uploads/${post.image}" />`);
    expect(html).toContain(`<link rel="canonical" href="http://portal.test/post/${post.id}" />`);
    expect(html).not.toContain('noindex');
  });

  it("gives /blog a description of its own in the page's language and the newest post's picture", async () => {
    clock.advance({ minutes: 1 });
    await insertTextBlock(app.db, {
      type: TextBlockType.Posts,
      title: 'Fresh news',
      text: '<p>New.</p>',
      smalText: 'New',
      image: 'fresh-news.svg',
      authorId: null,
      created: nowInstant(clock),
    });
    // A newer post without a picture leaves the preview to the newest one that has one.
    clock.advance({ minutes: 1 });
    await insertTextBlock(app.db, {
      type: TextBlockType.Posts,
      title: 'Words only',
      text: '<p>Text.</p>',
      smalText: 'Text',
      image: '',
      authorId: null,
      created: nowInstant(clock),
    });

    const spanish = await head('/blog');
    expect(spanish).toContain('<title>Blog - Club Pádel Sierra Verde</title>');
    expect(spanish).toContain('<meta name="description" content="Noticias, consejos e historias de Club Pádel Sierra Verde." />');
    expect(spanish).toContain('<meta property="og:description" content="Noticias, consejos e historias de Club Pádel Sierra Verde." />');
    expect(spanish).toContain('<meta property="og:image" content="http://portal.test/uploads/fresh-news.svg" />');
    expect(spanish).toContain('<meta name="twitter:image" content="http://portal.test/uploads/fresh-news.svg" />');
    const french = await head('/blog', 'fr-FR');
    expect(french).toContain('<meta name="description" content="Actualités, conseils et histoires de Club Pádel Sierra Verde." />');
  });

  it('names an unknown post only by the section', async () => {
    const missing = await head('/post/999999');
    expect(missing).toContain('<title>Entrada del blog - Club Pádel Sierra Verde</title>');
    // No post's share tags (the boot data's catalogue may hold the word, as the reports' "article" category does).
    expect(missing).not.toContain('og:type" content="article"');
  });
});
