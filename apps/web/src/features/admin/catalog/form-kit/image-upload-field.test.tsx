import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { ImageUploadField } from './image-upload-field';

/** The one upload under way: the test drives its progress and its answer. */
class FakeXhr {
  static current: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  constructor() {
    FakeXhr.current = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <ImageUploadField
        label="Изображение"
        value={value}
        onChange={setValue}
        onUploadingChange={setUploading}
        testId="image"
      />
      <output data-testid="state">{uploading ? 'uploading' : value}</output>
    </>
  );
}

const png = (size = 1000) => new File([new Uint8Array(size)], 'cover.png', { type: 'image/png' });

function setup(initial?: string) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<Harness initial={initial} />);
  return { user };
}

afterEach(() => {
  FakeXhr.current = null;
  vi.unstubAllGlobals();
});

describe('ImageUploadField', () => {
  it('uploads the picked file with a progress bar, then shows the preview', async () => {
    const { user } = setup();
    expect(screen.getByText('Изображение не загружено')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Изображение'), png());
    const xhr = FakeXhr.current!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v2/admin/uploads/images');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);
    expect(screen.getByTestId('state')).toHaveTextContent('uploading');
    xhr.progress(40, 100);
    expect(screen.getByTestId('image-progress')).toHaveTextContent('40 %');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    xhr.answer(201, { url: '/uploads/images/cover.webp' });
    await waitFor(() => expect(screen.queryByTestId('image-progress')).toBeNull());
    expect(screen.getByTestId('image-preview')).toHaveAttribute(
      'src',
      '/uploads/images/cover.webp',
    );
    expect(screen.getByTestId('state')).toHaveTextContent('/uploads/images/cover.webp');
  });

  it('refuses a file that is not an image or is over 5 MB before sending', async () => {
    const { user } = setup();
    await user.upload(
      screen.getByLabelText('Изображение'),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByTestId('image-error')).toHaveTextContent(
      'Выберите изображение JPEG, PNG или WebP',
    );
    await user.upload(screen.getByLabelText('Изображение'), png(5 * 1024 * 1024 + 1));
    expect(screen.getByTestId('image-error')).toHaveTextContent('Файл больше 5 МБ');
    expect(FakeXhr.current).toBeNull();
  });

  it("shows the server's message when the upload is refused", async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Изображение'), png());
    FakeXhr.current!.answer(415, {
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Файл не похож на изображение',
    });
    expect(await screen.findByTestId('image-error')).toHaveTextContent(
      'Файл не похож на изображение',
    );
    expect(screen.getByTestId('state')).toHaveTextContent('');
  });

  it('removes the current image', async () => {
    const { user } = setup('/uploads/images/old.webp');
    expect(screen.getByTestId('image-preview')).toHaveAttribute('src', '/uploads/images/old.webp');
    await user.click(screen.getByRole('button', { name: 'Удалить изображение' }));
    expect(screen.queryByTestId('image-preview')).toBeNull();
  });
});
