import { normalizeSearchText } from '@clubportal/contract/shop';

type PostWords = { title: string; smalText: string; text: string };

/**
 * What the blog search matches a post by (`text_blocks.search_text`): its title, short text and text without
 * the HTML tags, in the default language and every translation (a visitor finds a post in the words they read),
 * normalised as the search is (contract normalizeSearchText: lower case, no accents, single spaces).
 */
export function postSearchText(texts: PostWords[]): string {
  return normalizeSearchText(texts.map((t) => `${t.title} ${t.smalText} ${t.text.replace(/<[^>]*>/g, ' ')}`).join(' '));
}
