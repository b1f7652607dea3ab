import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import {
  catalogueContext,
  contentContext,
  operationPagesContext,
  publicUrlContext,
  retentionContext,
} from '../../app/context';
import type { CatalogueSource } from '../../domain/catalogue';
import type { ContentSource } from '../../domain/content';
import type { OperationPagesSource } from '../../domain/operation';
import type { Retention } from '../../domain/privacy';

export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Renders the React Router app; loaders get the catalogue through the router context, never a database. */
export function createPageRenderer(
  build: ServerBuildSource,
  mode: string,
  services: { catalogue: CatalogueSource; content: ContentSource; publicUrl: string; retention: Retention },
) {
  const handle = createRequestHandler(build, mode);
  /** `operations` is bound to the request's client (its look-ups by code are rate-limited per client). */
  return (request: Request, perRequest: { operations: OperationPagesSource }) => {
    const context = new RouterContextProvider();
    context.set(operationPagesContext, perRequest.operations);
    context.set(catalogueContext, services.catalogue);
    context.set(contentContext, onePerRequest(services.content));
    context.set(publicUrlContext, services.publicUrl);
    context.set(retentionContext, services.retention);
    return handle(request, context);
  };
}

/** The frame and the page both read the parameters: one request reads them from the database once. */
function onePerRequest(source: ContentSource): ContentSource {
  let parameters: ReturnType<ContentSource['parameters']> | undefined;
  let serviceCategories: ReturnType<ContentSource['serviceCategories']> | undefined;
  return {
    parameters: () => {
      parameters ??= source.parameters();
      return parameters;
    },
    serviceCategories: () => {
      serviceCategories ??= source.serviceCategories();
      return serviceCategories;
    },
  };
}
