import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { Progress } from '../../shared/chakra';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { uploadImage, type UploadHandle } from '../api/upload-image';

/** What the API takes (JPEG, PNG or WebP, 5 MB at most); checked before sending. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

interface ImageUploadFieldProps {
  label: string;
  /** The stored image's path; '' when there is none. */
  value: string;
  onChange: (path: string) => void;
  /** Tells the form an upload is running, so it is not saved with the old image. */
  onUploadingChange?: (uploading: boolean) => void;
  testId: string;
}

/**
 * An image: the preview, a file picker that uploads at once with a progress bar, and 'Удалить'.
 * The form stores only the returned path; the file itself never goes through the form.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  onUploadingChange,
  testId,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('admin-catalog');
  const { t: tCommon } = useTranslation('common');
  const inputId = useId();
  const upload = useRef<UploadHandle | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Leaving the form stops an upload nobody will use.
  useEffect(() => () => upload.current?.abort(), []);

  const setUploading = (share: number | null) => {
    setProgress(share);
    onUploadingChange?.(share !== null);
  };

  const start = (file: File) => {
    setError(null);
    if (!ACCEPTED_TYPES.includes(file.type)) return setError(t('image.wrongType'));
    if (file.size > MAX_IMAGE_BYTES) return setError(t('image.tooLarge'));
    setUploading(0);
    const handle = uploadImage(file, setProgress);
    upload.current = handle;
    void handle.done
      .then((path) => onChange(path))
      .catch((reason: unknown) => {
        if (reason instanceof DOMException && reason.name === 'AbortError') return;
        setError(
          errorMessage(reason, { generic: t('image.failed'), unknown: tCommon('errors.unknown') }),
        );
      })
      .finally(() => {
        upload.current = null;
        setUploading(null);
      });
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Field.Root invalid={Boolean(error)} data-testid={testId}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Stack gap={3} w="full">
        {value ? (
          <Box maxW="sm" borderWidth="1px" borderRadius="md" overflow="hidden">
            <Image
              src={value}
              alt={t('image.preview')}
              maxH="200px"
              w="full"
              objectFit="cover"
              data-testid={`${testId}-preview`}
            />
          </Box>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('image.none')}
          </Text>
        )}
        <HStack gap={3} wrap="wrap">
          <Input
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            maxW="sm"
            p={1}
            disabled={progress !== null}
            data-testid={`${testId}-input`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so picking the same file again (after a failure) uploads it again.
              event.target.value = '';
              if (file) start(file);
            }}
          />
          {value ? (
            <Button
              size="sm"
              variant="outline"
              disabled={progress !== null}
              onClick={() => onChange('')}
              data-testid={`${testId}-remove`}
            >
              {t('image.remove')}
            </Button>
          ) : null}
        </HStack>
        {progress !== null ? (
          <Progress.Root value={percent} maxW="sm" data-testid={`${testId}-progress`}>
            <HStack gap={3}>
              <Progress.Label>{t('image.uploading')}</Progress.Label>
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText>{t('image.percent', { percent })}</Progress.ValueText>
            </HStack>
          </Progress.Root>
        ) : null}
      </Stack>
      {error ? (
        <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('image.help')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
