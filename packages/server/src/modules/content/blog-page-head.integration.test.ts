import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHead } from '../settings/page-head.service.js';
import { buildTestApp } from '../../test/build-test-app.js';

/** What a link preview or search engine reads of the blog's pages (the <head> the server writes). */
describe('blog pages shared by link', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const t = (key: string) => ({ 'sections.blog': 'Blog', 'sections.post': 'Entrada' })[key] ?? key;
  const head = (path: string) => pageHead({ db: app.db, clock: app.clock }, 'http://portal.test', { path, language: 'es-ES', t });
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("gives a post its title, short text, image and og:type article, indexable", async () => {
    const post = await app.db.selectFrom('text_blocks').select(['id', 'image']).where('title', '=', 'Cinco ejercicios para mejorar tu bandeja').executeTakeFirstOrThrow();
    const html = await head(`/post/${post.id}`);
    expect(html).toContain('<title>Cinco ejercicios para mejorar tu bandeja - Club Pádel Sierra Verde</title>');
    expect(html).toContain('<meta name="description" content="Nuestro director técnico comparte la rutina que usa con los grupos de competición." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:image" content="http://portal.test/uploads/${post.image}" />`);
    expect(html).toContain(`<link rel="canonical" href="http://portal.test/post/${post.id}" />`);
    expect(html).not.toContain('noindex');
  });

  it('names the blog, and an unknown post only by the section', async () => {
    expect(await head('/blog')).toContain('<title>Blog - Club Pádel Sierra Verde</title>');
    const missing = await head('/post/999999');
    expect(missing).toContain('<title>Entrada - Club Pádel Sierra Verde</title>');
    expect(missing).not.toContain('article');
  });
});
