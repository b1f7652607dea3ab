import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('vehiculos-0km', 'routes/vehiculos-0km.tsx'),
  route('vehiculos-0km/:brand', 'routes/vehiculos-0km.brand.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
