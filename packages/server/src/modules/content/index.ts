/** The content module's public face: other modules and the app import only this file. */
export { listOpenFiles } from './file-uploads.service.js';
export { getPostWithAuthor, latestPostImage } from './text-blocks.service.js';
export { clubTextsOfPosts } from './post-admin.service.js';
export { clubTextsOfBanners } from './banner-admin.service.js';
export { clubTextsOfTeam, clubTextsOfTestimonials } from './person-admin.service.js';
export { clubTextsOfGallery, addClubFileIn } from './club-file-admin.service.js';
