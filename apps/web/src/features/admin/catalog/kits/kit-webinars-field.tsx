import { useState } from 'react';
import { Box, Button, Fieldset, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '../../shared/select-field';
import { allAdminWebinarsQuery } from '../api/webinars';
import { MoveButtons } from '../form-kit/move-buttons';
import { moveItem } from '../form-kit/move';
import { useDragOrder } from '../form-kit/use-drag-order';
import type { KitFormValues } from './kit-form-rules';

type Chosen = KitFormValues['webinars'];

function ChosenList({ value, onChange }: { value: Chosen; onChange: (next: Chosen) => void }) {
  const { t } = useTranslation('admin-catalog');
  const move = (from: number, to: number) => onChange(moveItem(value, from, to));
  const { rowProps } = useDragOrder(move);
  if (value.length === 0) return <Text color="fg.muted">{t('kits.webinars.empty')}</Text>;
  return (
    <Stack as="ol" gap={2} listStyleType="none" data-testid="kit-webinars-chosen">
      {value.map((webinar, index) => (
        <HStack
          as="li"
          key={webinar.id}
          gap={3}
          p={2}
          borderWidth="1px"
          borderRadius="md"
          data-testid={`kit-webinar-${webinar.id}`}
          {...rowProps(index)}
          css={{ '&[data-drag-over]': { outline: '2px dashed', outlineColor: 'brand.solid' } }}
        >
          <MoveButtons
            name={webinar.title}
            index={index}
            count={value.length}
            onMove={move}
            testId={`kit-webinar-${webinar.id}`}
          />
          <Box flex="1" minW={0} overflowWrap="anywhere">
            {webinar.title}
          </Box>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('kits.webinars.remove', { name: webinar.title })}
            onClick={() => onChange(value.filter((item) => item.id !== webinar.id))}
            data-testid={`kit-webinar-${webinar.id}-remove`}
          >
            <span aria-hidden="true">×</span>
          </IconButton>
        </HStack>
      ))}
    </Stack>
  );
}

/** The kit's courses: pick one to add, then order them (drag or 'Выше' / 'Ниже') or remove one. */
export function KitWebinarsField() {
  const { t } = useTranslation('admin-catalog');
  const { control } = useFormContext<KitFormValues>();
  const courses = useQuery(allAdminWebinarsQuery());
  const [picked, setPicked] = useState('');
  return (
    <Controller
      control={control}
      name="webinars"
      render={({ field }) => {
        const chosen = new Set(field.value.map((webinar) => webinar.id));
        const options = (courses.data ?? [])
          .filter((webinar) => !chosen.has(webinar.id))
          .map((webinar) => ({ value: String(webinar.id), label: webinar.title }));
        const add = () => {
          const webinar = courses.data?.find((item) => String(item.id) === picked);
          if (!webinar) return;
          field.onChange([...field.value, { id: webinar.id, title: webinar.title }]);
          setPicked('');
        };
        return (
          <Fieldset.Root data-testid="kit-webinars">
            <Fieldset.Legend>{t('fields.webinars')}</Fieldset.Legend>
            <Stack gap={4} mt={2}>
              <ChosenList value={field.value} onChange={field.onChange} />
              {courses.isError ? (
                <QueryError title={t('kits.webinars.loadError')} query={courses} level="h3" />
              ) : null}
              <HStack gap={3} align="flex-end" wrap="wrap">
                <SelectField
                  label={t('kits.webinars.pick')}
                  value={picked}
                  onChange={(event) => setPicked(event.target.value)}
                  emptyOption={t('kits.webinars.pickPlaceholder')}
                  options={options}
                  testId="kit-webinars-pick"
                />
                <Button
                  variant="outline"
                  onClick={add}
                  disabled={picked === ''}
                  data-testid="kit-webinars-add"
                >
                  {t('kits.webinars.addButton')}
                </Button>
              </HStack>
            </Stack>
          </Fieldset.Root>
        );
      }}
    />
  );
}
