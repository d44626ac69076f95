import { Checkbox, CheckboxGroup, Fieldset, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/ui/query-error';
import { tagsQuery } from '../api/webinars';

interface TagValues {
  tag_ids: number[];
}

/** The course's tags: a tick per tag the shop has. */
export function TagsField({ testId }: { testId: string }) {
  const { t } = useTranslation('admin-catalog');
  const { control } = useFormContext<TagValues>();
  const tags = useQuery(tagsQuery());
  return (
    <Fieldset.Root data-testid={testId}>
      <Fieldset.Legend>{t('fields.tags')}</Fieldset.Legend>
      {tags.isError ? <QueryError title={t('tags.loadError')} query={tags} level="h3" /> : null}
      {tags.data?.length === 0 ? <Text color="fg.muted">{t('tags.empty')}</Text> : null}
      {tags.data?.length ? (
        <Controller
          control={control}
          name="tag_ids"
          render={({ field }) => (
            <CheckboxGroup
              value={field.value.map(String)}
              onValueChange={(values) => field.onChange(values.map(Number))}
              name={field.name}
            >
              <Flex gap={4} wrap="wrap" mt={2}>
                {tags.data.map((tag) => (
                  <Checkbox.Root
                    key={tag.id}
                    value={String(tag.id)}
                    data-testid={`${testId}-${tag.id}`}
                  >
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{tag.title}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Flex>
            </CheckboxGroup>
          )}
        />
      ) : null}
    </Fieldset.Root>
  );
}
