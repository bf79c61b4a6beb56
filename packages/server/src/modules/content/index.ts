/** The content module's public face: other modules and the app import only this file. */
export { listOpenFiles } from './file-uploads.service.js';
export { getPostWithAuthor, latestPostImage } from './text-blocks.service.js';
export { clubTextsOfPosts, writeNewPost, writePostPublished, writePostReads } from './post-admin.service.js';
export { clubTextsOfBanners, writeBannerPublished, writeNewBanner } from './banner-admin.service.js';
export { clubTextsOfTeam, clubTextsOfTestimonials, writeNewPerson, writePersonPublished } from './person-admin.service.js';
export type { ContentWrite } from './content-translations.js';
export { clubTextsOfGallery, addClubFileIn } from './club-file-admin.service.js';
