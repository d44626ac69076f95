import { env } from '@/config/env';
import { ApiRequestError, EmptyResponseError } from '@/lib/api-error';
import { getToken } from '@/lib/session/session-store';

export const UPLOAD_PATH = '/api/v2/admin/uploads/images';

export interface UploadHandle {
  /** Resolves with the stored image's public path. */
  done: Promise<string>;
  abort: () => void;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST /api/v2/admin/uploads/images (multipart, field `file`). XMLHttpRequest rather than the
 * typed client: fetch reports no upload progress, and the field shows a progress bar.
 * `onProgress` gets the sent share, 0..1.
 */
export function uploadImage(file: File, onProgress: (share: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    xhr.open('POST', `${env.apiBaseUrl}${UPLOAD_PATH}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiRequestError(xhr.status, body));
        return;
      }
      const url = (body as { url?: unknown } | null)?.url;
      if (typeof url === 'string' && url) resolve(url);
      else reject(new EmptyResponseError());
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
