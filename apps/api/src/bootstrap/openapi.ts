import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

const description = `API of the course shop and school. Every path is under /api.

Errors always have the body { statusCode, code, message, errors? }: message is Russian and fit for a form,
code is stable (VALIDATION_FAILED, UNAUTHORIZED, INVALID_CREDENTIALS, FORBIDDEN, NOT_FOUND, LOGIN_TAKEN,
CONFLICT, TOO_MANY_REQUESTS, INTERNAL_ERROR). Authenticate with "Authorization: Bearer <api_token>" from
get-token or register; on public routes an empty or unknown token is simply anonymous.`;

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Course shop API')
    .setDescription(description)
    .setVersion('1.0.0')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey}_${methodKey}`,
  });
}
