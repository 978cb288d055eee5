import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/locale-redirect.tsx'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':locale', 'routes/locale-layout.tsx', [index('routes/home.tsx'), route('p/:slug', 'routes/product.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
