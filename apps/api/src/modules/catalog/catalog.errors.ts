import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';

export const CatalogErrorCodes = declareErrorCodes({
  CUSTOM_PRICE_NOT_FOUND: {
    status: 404,
    meaning: 'The item has no custom price window with this id',
  },
});

export const customPriceNotFound = () =>
  new AppError(CatalogErrorCodes.CUSTOM_PRICE_NOT_FOUND, 'Специальная цена не найдена');
