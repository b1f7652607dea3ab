import { publicUrlContext } from '../context';
import { robotsTxt } from '../features/seo/sitemap';
import type { Route } from './+types/robots.txt';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(publicUrlContext)), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
}
