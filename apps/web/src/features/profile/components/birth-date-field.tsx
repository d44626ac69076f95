import { Field, HStack, Icon, Portal } from '@chakra-ui/react';
// From its own entry, with its recipe passed in below: the app's theme (lib/chakra-base) leaves
// the date picker out so that its styles load with the profile page, not on every first visit.
import { DatePicker, parseDate, type DateValue } from '@chakra-ui/react/date-picker';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { BIRTH_DATE_MIN } from '@/config/constants';

/** The calendar's language and first weekday, whatever the visitor's browser is set to. */
const LOCALE = 'ru-RU';
const MONDAY = 1;

/** A yyyy-MM-dd string as the picker's value; anything else is no value. */
function toDateValue(value: string): DateValue[] {
  try {
    return value ? [parseDate(value)] : [];
  } catch {
    return [];
  }
}

interface BirthDateFieldProps {
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  /** Today as yyyy-MM-dd: the last day a person can have been born. */
  max: string;
  error?: string;
  testId: string;
}

/** How a screen reader names a day of the calendar. */
function dayLabelKey(day: { unavailable: boolean; selected: boolean }) {
  if (day.unavailable) return 'birthDatePicker.unavailableDay' as const;
  if (day.selected) return 'birthDatePicker.selectedDay' as const;
  return 'birthDatePicker.day' as const;
}

function CalendarIcon() {
  return (
    <Icon boxSize={4} aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path strokeLinecap="round" d="M3 10h18M8 3v4M16 3v4" />
      </svg>
    </Icon>
  );
}

/** The month grid, headed by short weekday names (пн … вс) rather than one ambiguous letter. */
function DayTable() {
  return (
    <DatePicker.Context>
      {(picker) => (
        <DatePicker.Table data-testid="birth-date-days">
          <DatePicker.TableHead>
            <DatePicker.TableRow>
              {picker.weekDays.map((weekDay) => (
                <DatePicker.TableHeader key={weekDay.long} abbr={weekDay.long}>
                  {weekDay.short}
                </DatePicker.TableHeader>
              ))}
            </DatePicker.TableRow>
          </DatePicker.TableHead>
          <DatePicker.TableBody>
            {picker.weeks.map((week, index) => (
              <DatePicker.TableRow key={index}>
                {week.map((day) => (
                  <DatePicker.TableCell key={day.toString()} value={day}>
                    <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                  </DatePicker.TableCell>
                ))}
              </DatePicker.TableRow>
            ))}
          </DatePicker.TableBody>
        </DatePicker.Table>
      )}
    </DatePicker.Context>
  );
}

/**
 * The birth date: typed as дд.мм.гггг or picked from a Russian calendar whose weeks start on
 * Monday, with month and year lists (a birth year is decades away), bounded by 1900-01-01 and
 * today.
 */
export function BirthDateField({
  value,
  onChange,
  onBlur,
  name,
  max,
  error,
  testId,
}: BirthDateFieldProps) {
  const { t } = useTranslation('profile');
  return (
    <Field.Root invalid={Boolean(error)}>
      <DatePicker.Root
        recipe={datePickerSlotRecipe}
        colorPalette="brand"
        locale={LOCALE}
        startOfWeek={MONDAY}
        min={parseDate(BIRTH_DATE_MIN)}
        max={parseDate(max)}
        value={toDateValue(value)}
        onValueChange={(details) => onChange(details.value[0]?.toString() ?? '')}
        name={name}
        invalid={Boolean(error)}
        placeholder={t('birthDatePicker.placeholder')}
        positioning={{ placement: 'bottom-start' }}
        translations={{
          trigger: (open) => t(open ? 'birthDatePicker.close' : 'birthDatePicker.open'),
          content: t('birthDatePicker.calendar'),
          monthSelect: t('birthDatePicker.month'),
          yearSelect: t('birthDatePicker.year'),
          prevTrigger: () => t('birthDatePicker.previousMonth'),
          nextTrigger: () => t('birthDatePicker.nextMonth'),
          dayCell: (day) => t(dayLabelKey(day), { date: day.valueText }),
        }}
      >
        <DatePicker.Label>{t('fields.birthDate')}</DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input data-testid={testId} onBlur={onBlur} />
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger data-testid={`${testId}-trigger`}>
              <CalendarIcon />
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content data-testid={`${testId}-calendar`}>
              <DatePicker.View view="day">
                <HStack gap={1} justify="space-between">
                  <DatePicker.PrevTrigger />
                  <DatePicker.MonthSelect />
                  <DatePicker.YearSelect />
                  <DatePicker.NextTrigger />
                </HStack>
                <DayTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
