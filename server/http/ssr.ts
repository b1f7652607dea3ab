import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { catalogueContext, publicUrlContext } from '../../app/context';
import type { CatalogueSource } from '../../domain/catalogue';

export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Renders the React Router app; loaders get the catalogue through the router context, never a database. */
export function createPageRenderer(
  build: ServerBuildSource,
  mode: string,
  services: { catalogue: CatalogueSource; publicUrl: string },
) {
  const handle = createRequestHandler(build, mode);
  return (request: Request) => {
    const context = new RouterContextProvider();
    context.set(catalogueContext, services.catalogue);
    context.set(publicUrlContext, services.publicUrl);
    return handle(request, context);
  };
}
