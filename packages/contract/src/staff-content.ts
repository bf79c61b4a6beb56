import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { optionalText, requiredText } from './validation.js';
import { imageAddress, isImageAddress } from './image-address.js';

/**
 * The staff's content editors (issue 32 §5): blog posts and the home's banners. A post or banner is never
 * deleted: it is unpublished (drafts and unpublished rows are one state: members do not see them). Their texts
 * members read are written in the club's default language (the row's own columns) and, per other language the
 * club offers, a translation (the club texts of `post` and `banner`); an empty translation is none: members of
 * that language read the default text. A post's text is HTML as the public post page renders it: sanitised
 * (DOMPurify) where it is shown, so a script or an event handler in it never runs.
 */
export const CONTENT_MESSAGES = {
  notAnImage: 'Give the image as an address starting with https:// or /uploads/, or a file name of the club’s uploads',
  notALink: 'Give the link as an address starting with https:// or as a page of the portal starting with /',
} as const;

/** The most characters each text has (the translations' bounds too: the club texts' `post` and `banner`). */
export const POST_TEXT_LIMITS = { title: 200, smalText: 500, text: 20_000 } as const;
export const BANNER_TEXT_LIMITS = { title: 100, text: 300 } as const;

const image = imageAddress(CONTENT_MESSAGES.notAnImage);
/** '' for none, an https address or a page of the portal (`/shop`); never `javascript:` or `//elsewhere`. */
const linkAddress = optionalText(500).refine((v) => v === '' || /^https:\/\/\S+$/.test(v) || /^\/(?!\/)\S*$/.test(v), {
  error: CONTENT_MESSAGES.notALink,
});

export const staffContentParamsSchema = z.strictObject({ id: idParam });

const postTexts = z.strictObject({
  title: optionalText(POST_TEXT_LIMITS.title),
  smalText: optionalText(POST_TEXT_LIMITS.smalText),
  text: optionalText(POST_TEXT_LIMITS.text),
});
export type PostTexts = z.infer<typeof postTexts>;

export const staffPostBodySchema = z.strictObject({
  title: requiredText(POST_TEXT_LIMITS.title),
  smalText: optionalText(POST_TEXT_LIMITS.smalText),
  text: requiredText(POST_TEXT_LIMITS.text),
  image,
  /** Per other offered language; a field left empty has no translation. A language the club does not offer is refused. */
  translations: z.partialRecord(z.enum(LANGUAGES), postTexts).default({}),
});
export type StaffPostBody = z.infer<typeof staffPostBodySchema>;

export const staffPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  smalText: z.string(),
  text: z.string(),
  image: z.string(),
  /** The byline: the staff member who wrote it. */
  author: z.string(),
  published: z.boolean(),
  created: z.string(),
  /** Per other offered language, its translation ('' where none). */
  translations: z.record(z.string(), postTexts),
});
export type StaffPost = z.infer<typeof staffPostSchema>;

const languagesShape = {
  /** The language of the rows' own texts: the club's default. */
  defaultLanguage: z.enum(LANGUAGES),
  /** The other languages the club offers: one translation each. */
  languages: z.array(z.enum(LANGUAGES)),
};
export const staffPostsResponseSchema = okEnvelope({ model: z.object({ posts: z.array(staffPostSchema), ...languagesShape }) });
export type StaffPosts = z.infer<typeof staffPostsResponseSchema>['model'];
export const staffPostResponseSchema = okEnvelope({ model: staffPostSchema });

const bannerTexts = z.strictObject({
  title: optionalText(BANNER_TEXT_LIMITS.title),
  text: optionalText(BANNER_TEXT_LIMITS.text),
});
export type BannerTexts = z.infer<typeof bannerTexts>;

export const staffBannerBodySchema = z.strictObject({
  title: requiredText(BANNER_TEXT_LIMITS.title),
  text: optionalText(BANNER_TEXT_LIMITS.text),
  image,
  url: linkAddress,
  translations: z.partialRecord(z.enum(LANGUAGES), bannerTexts).default({}),
});
export type StaffBannerBody = z.infer<typeof staffBannerBodySchema>;

/** Move a banner to a place among all banners (1 is first; past the end is last). */
export const bannerMoveBodySchema = z.strictObject({ position: z.number().int().min(1).max(10_000) });

export const staffBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string(),
  url: z.string(),
  published: z.boolean(),
  /** Its place on the home (1 first), among published and unpublished banners alike. */
  position: z.number().int(),
  translations: z.record(z.string(), bannerTexts),
});
export type StaffBanner = z.infer<typeof staffBannerSchema>;

export const staffBannersResponseSchema = okEnvelope({ model: z.object({ banners: z.array(staffBannerSchema), ...languagesShape }) });
export type StaffBanners = z.infer<typeof staffBannersResponseSchema>['model'];
export const staffBannerResponseSchema = okEnvelope({ model: staffBannerSchema });

/**
 * The home's testimonials and team (text blocks of types 1 and 2): a person's name (title), their role (short
 * text), their words or bio (plain text: the home shows it as text, never as HTML) and a photo. The role and the
 * text are translated; a name is the same in every language. Shown in the order staff added them.
 */
export const PERSON_KINDS = ['testimonials', 'team'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];
export const PERSON_TEXT_LIMITS = { smalText: 200, text: 2000 } as const;

const personTexts = z.strictObject({
  smalText: optionalText(PERSON_TEXT_LIMITS.smalText),
  text: optionalText(PERSON_TEXT_LIMITS.text),
});
export type PersonTexts = z.infer<typeof personTexts>;

export const staffPersonBodySchema = z.strictObject({
  title: requiredText(100),
  smalText: optionalText(PERSON_TEXT_LIMITS.smalText),
  text: optionalText(PERSON_TEXT_LIMITS.text),
  image,
  translations: z.partialRecord(z.enum(LANGUAGES), personTexts).default({}),
});
export type StaffPersonBody = z.infer<typeof staffPersonBodySchema>;

export const staffPersonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  smalText: z.string(),
  text: z.string(),
  image: z.string(),
  published: z.boolean(),
  created: z.string(),
  translations: z.record(z.string(), personTexts),
});
export type StaffPerson = z.infer<typeof staffPersonSchema>;

export const staffPeopleResponseSchema = okEnvelope({ model: z.object({ people: z.array(staffPersonSchema), ...languagesShape }) });
export type StaffPeople = z.infer<typeof staffPeopleResponseSchema>['model'];
export const staffPersonResponseSchema = okEnvelope({ model: staffPersonSchema });

/**
 * The home's sponsors and photo gallery (the club's files `Sponsors` and `CzGallery`): a logo or photo from the
 * club's uploads with its description (a sponsor's name, a photo's caption: the image's alternative text too), in
 * the home's order, shown or hidden, archived rather than deleted (a member's card may still name a logo). A
 * photo's caption is translated; a sponsor's name is the same in every language.
 */
export const CLUB_FILE_KINDS = ['sponsors', 'gallery'] as const;
export type ClubFileKind = (typeof CLUB_FILE_KINDS)[number];
export const CLUB_FILE_TEXT_LIMITS = { description: 200 } as const;

const clubFileTexts = z.strictObject({ description: optionalText(CLUB_FILE_TEXT_LIMITS.description) });
export type ClubFileTexts = z.infer<typeof clubFileTexts>;

export const staffClubFileBodySchema = z.strictObject({
  description: requiredText(CLUB_FILE_TEXT_LIMITS.description),
  /** The logo or photo: required. */
  image: requiredText(500).refine(isImageAddress, { error: CONTENT_MESSAGES.notAnImage }),
  /** A photo's caption per other offered language (a sponsor has none: refused). */
  translations: z.partialRecord(z.enum(LANGUAGES), clubFileTexts).default({}),
});
export type StaffClubFileBody = z.infer<typeof staffClubFileBodySchema>;

export const staffClubFileSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  image: z.string(),
  published: z.boolean(),
  /** Its place on the home (1 first), among shown and hidden ones alike. */
  position: z.number().int(),
  translations: z.record(z.string(), clubFileTexts),
});
export type StaffClubFile = z.infer<typeof staffClubFileSchema>;

export const staffClubFilesResponseSchema = okEnvelope({ model: z.object({ files: z.array(staffClubFileSchema), ...languagesShape }) });
export type StaffClubFiles = z.infer<typeof staffClubFilesResponseSchema>['model'];
export const staffClubFileResponseSchema = okEnvelope({ model: staffClubFileSchema });
export const staffClubFileKindParamsSchema = z.strictObject({ kind: z.enum(CLUB_FILE_KINDS) });
