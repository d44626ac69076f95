import { applyDecorators, Delete, Get, HttpCode, Post, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import type { ErrorCodeName } from '../../common/errors/app-error.js';

/** Method, path and success status of each route every admin catalog controller has. */
const routes = {
  list: { method: Get, path: '', status: 200 },
  create: { method: Post, path: '', status: 201 },
  sort: { method: Post, path: 'sort', status: 200 },
  get: { method: Get, path: ':id', status: 200 },
  update: { method: Post, path: ':id/update', status: 200 },
  remove: { method: Delete, path: ':id', status: 200 },
  addCustomPrice: { method: Post, path: ':id/add-custom-price', status: 201 },
  removeCustomPrice: { method: Delete, path: ':id/custom-prices/:priceId', status: 200 },
} as const;

export interface AdminCatalogOperation {
  operationId: string;
  summary: string;
  /** The success body. */
  response: Type<unknown>;
  /** Statuses standing for their generic codes, and each code of the kind the route can answer. */
  errors: (number | ErrorCodeName)[];
}

/**
 * One admin catalog route with its OpenAPI description: the kinds share the paths and statuses,
 * each keeps its own operation ids, summaries, bodies and error codes.
 */
export function AdminCatalogRoute(
  route: keyof typeof routes,
  { operationId, summary, response, errors }: AdminCatalogOperation,
) {
  const { method, path, status } = routes[route];
  return applyDecorators(
    method(path),
    // Nest answers a POST with 201 unless told otherwise.
    ...(method === Post && status === 200 ? [HttpCode(200)] : []),
    ApiOperation({ operationId, summary }),
    status === 201 ? ApiCreatedResponse({ type: response }) : ApiOkResponse({ type: response }),
    ApiErrors(...errors),
  );
}
