import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { errorCodeSchema } from '../common/dto/error-response.dto.js';
import { describeErrorCodes } from '../common/errors/error-catalog.js';

/** Built with the document: the error codes are complete only once every module has loaded. */
const description = () => `API of the course shop and school. Every path is under /api.

Every error, whichever layer produces it, has the body { statusCode, code, message, errors? }: message is
Russian and fit for a form, code is one of the stable codes below and always comes with its status. Each
operation's error responses list the codes it can answer with.
Authenticate with "Authorization: Bearer <api_token>" from get-token or register; on public routes an empty
or unknown token is simply anonymous.

Error codes:
${describeErrorCodes()}`;

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Course shop API')
    .setDescription(description())
    .setVersion('1.0.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey}_${methodKey}`,
  });
  const { name, schema } = errorCodeSchema();
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, [name]: schema },
  };
  return document;
}
