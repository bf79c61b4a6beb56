import { PostPage } from '../../features/blog/pages/post-page';
import { NotFoundPage } from './not-found-page';

/** /post/:id: a post that does not exist shows the app's own not-found page (the server answers 404). */
export const PostRoute = () => <PostPage notFound={<NotFoundPage />} />;
export { prefetch, status } from '../../features/blog/pages/post-page';
