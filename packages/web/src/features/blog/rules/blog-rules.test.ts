import { describe, expect, it } from 'vitest';
import { blogPageCount, blogViewQuery, postPageRequest, postPreview, readBlogView } from './blog-rules';

describe('blog view in the address', () => {
  it('reads search, sort and page, falling back to newest, no search, page 1', () => {
    expect(readBlogView(new URLSearchParams('search=pádel&sort=2&page=3'))).toEqual({ search: 'pádel', sort: 2, page: 3 });
    expect(readBlogView(new URLSearchParams('search=pal&sort=9&page=-1'))).toEqual({ search: '', sort: 1, page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(blogViewQuery({ search: '', sort: 1, page: 1 })).toBe('');
    expect(blogViewQuery({ search: 'liga social', sort: 2, page: 2 })).toBe('?search=liga+social&sort=2&page=2');
  });

  it('asks for pages of 30 rows', () => {
    expect(postPageRequest({ search: 'liga', sort: 2, page: 3 })).toEqual({
      startRow: 60,
      endRow: 90,
      gridStatus: { sort: 2, search: 'liga' },
    });
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(30)).toBe(1);
    expect(blogPageCount(31)).toBe(2);
  });
});

describe('post preview', () => {
  it('keeps a short text whole', () => {
    expect(postPreview({ smalText: 'Nuevas pistas.', text: '<p>Largo</p>' })).toBe('Nuevas pistas.');
  });

  it('cuts at 100 characters with an ellipsis', () => {
    const long = 'a'.repeat(99) + ' bcdef';
    expect(postPreview({ smalText: long, text: '' })).toBe(`${'a'.repeat(99)}…`);
    expect(postPreview({ smalText: 'x'.repeat(100), text: '' })).toBe('x'.repeat(100));
    expect(postPreview({ smalText: 'x'.repeat(101), text: '' })).toBe(`${'x'.repeat(100)}…`);
  });

  it('falls back to the text as plain words, without markup', () => {
    expect(postPreview({ smalText: '', text: '<p>Hola <strong>socios</strong> &amp; amigos</p><script>alert(1)</script>' })).toBe(
      'Hola socios & amigos',
    );
  });
});
