import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { WebinarBody } from '../api/webinars';
import { ActiveField, CatalogForm } from '../form-kit/catalog-form';
import { PriceFields } from '../form-kit/price-fields';
import { SHORT_DESCRIPTION_MAX } from '../form-kit/rules';
import { TextareaField } from '../../shared/textarea-field';
import { TitleField } from '../form-kit/title-field';
import { useCatalogForm, type CatalogFormPageProps } from '../form-kit/use-catalog-form';
import type { AdminWebinar } from '../schemas';
import { TagsField } from './tags-field';
import { webinarFormRules } from './webinar-form-rules';

interface WebinarFormProps extends CatalogFormPageProps<WebinarBody> {
  /** The stored course when editing; null creates one. */
  webinar: AdminWebinar | null;
}

/** Every field of a video course (spec §3): texts, materials, image, tags, prices, order. */
export function WebinarForm({ webinar, ...page }: WebinarFormProps) {
  const { t } = useTranslation('admin-catalog');
  const { form, fieldError, frame } = useCatalogForm(webinarFormRules, webinar, page);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const shortDescription = useWatch({ control, name: 'short_description' });

  const text = (name: 'length' | 'age' | 'url' | 'video_url' | 'sort' | 'priority') => (
    <TextField
      label={t(`fields.${name}`)}
      inputMode={['age', 'sort', 'priority'].includes(name) ? 'numeric' : undefined}
      helperText={t(`help.${name}`)}
      error={fieldError(errors[name]?.message)}
      testId={`webinar-${name}`}
      {...register(name)}
    />
  );

  return (
    <CatalogForm {...frame} testId="webinar-form">
      {(imageField) => (
        <>
          <Stack gap={4}>
            <TitleField testId="webinar-title" />
            <TextareaField
              label={t('fields.short_description')}
              rows={2}
              helperText={t('help.shortDescription', {
                count: shortDescription.length,
                max: SHORT_DESCRIPTION_MAX,
              })}
              error={fieldError(errors.short_description?.message)}
              testId="webinar-short_description"
              {...register('short_description')}
            />
            <TextareaField
              label={t('fields.description')}
              rows={8}
              helperText={t('help.description')}
              testId="webinar-description"
              {...register('description')}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              {text('length')}
              {text('age')}
            </SimpleGrid>
            <TagsField testId="webinar-tags" />
            <ActiveField testId="webinar-is_active" />
          </Stack>
          <Fieldset.Root>
            <Fieldset.Legend>{t('sections.materials')}</Fieldset.Legend>
            <Stack gap={4} mt={2}>
              {text('video_url')}
              {text('url')}
            </Stack>
          </Fieldset.Root>
          {imageField}
          <PriceFields testId="webinar" />
          <Fieldset.Root>
            <Fieldset.Legend>{t('sections.order')}</Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} mt={2}>
              {text('sort')}
              {text('priority')}
            </SimpleGrid>
          </Fieldset.Root>
        </>
      )}
    </CatalogForm>
  );
}
