import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';

export const UploadErrorCodes = declareErrorCodes({
  FILE_NOT_FOUND: { status: 404, meaning: 'No uploaded file at this address' },
});

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const notMultipart = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Отправьте изображение как multipart/form-data в поле file',
  );
export const noFile = () =>
  new AppError('VALIDATION_FAILED', 'Выберите файл для загрузки', {
    file: ['Выберите файл для загрузки'],
  });
export const wrongField = (field: string) =>
  new AppError('VALIDATION_FAILED', 'Файл должен быть в поле file', {
    [field]: ['Файл должен быть в поле file'],
  });
export const emptyFile = () =>
  new AppError('VALIDATION_FAILED', 'Файл пустой', { file: ['Файл пустой'] });
export const unreadableFile = () =>
  new AppError('VALIDATION_FAILED', 'Не удалось прочитать файл. Попробуйте ещё раз', {
    file: ['Не удалось прочитать файл. Попробуйте ещё раз'],
  });
export const fileTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'Файл слишком большой: не больше 5 МБ', {
    file: ['Файл слишком большой: не больше 5 МБ'],
  });
export const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Можно загрузить только изображения JPEG, PNG или WebP', {
    file: ['Можно загрузить только изображения JPEG, PNG или WebP'],
  });
export const undecodableImage = () =>
  new AppError(
    'VALIDATION_FAILED',
    'Не удалось открыть изображение: файл повреждён или в нём больше 40 млн пикселей',
    { file: ['Не удалось открыть изображение: файл повреждён или в нём больше 40 млн пикселей'] },
  );
export const uploadedFileNotFound = () =>
  new AppError(UploadErrorCodes.FILE_NOT_FOUND, 'Файл не найден');
