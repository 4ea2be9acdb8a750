import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconRepeat, IconTrash } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { DATE_TIME_GRID } from '../date-time-grid';
import { today, weekLater } from '../event-times';
import { type AddEventValues, type DateRowValues, EMPTY_ROW } from './add-event-values';

/**
 * spec 02 §2 and §5: the repeatable start/end date-time rows. Repeat adds a row a week after
 * the last (a weekly service is the usual repeat); rows after the first can be deleted. The
 * start's minimum is today; the end's follows the start's date. A row's problem shows under it.
 */
export function DateRows({ form }: { form: UseFormReturnType<AddEventValues> }) {
  const rows = form.getValues().date_array;
  const rowError = (index: number) =>
    form.errors[`date_array.${index}`] ?? (index === 0 ? form.errors.date_array : undefined);
  // a row's message stands for the whole row: any change to it clears it
  const inputProps = (index: number, field: keyof DateRowValues) => {
    const props = form.getInputProps(`date_array.${index}.${field}`);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        form.clearFieldError(`date_array.${index}`);
        form.clearFieldError('date_array');
      },
    };
  };
  const repeat = () => {
    const last = rows.at(-1) ?? EMPTY_ROW;
    form.insertListItem('date_array', {
      start_date: weekLater(last.start_date),
      start_time: last.start_time,
      end_date: weekLater(last.end_date),
      end_time: last.end_time,
    });
  };
  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <Fieldset
          // rows have no id of their own; their place is what the errors name
          // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity here
          key={index}
          legend={rows.length > 1 ? `Date and time ${index + 1}` : 'Date and time'}
          radius="md"
          p="sm"
        >
          <div style={DATE_TIME_GRID}>
            <TextInput type="date" label="Start date" min={today()} {...inputProps(index, 'start_date')} />
            <TextInput type="time" label="Start time" {...inputProps(index, 'start_time')} />
            <TextInput
              type="date"
              label="End date"
              min={row.start_date || today()}
              {...inputProps(index, 'end_date')}
            />
            <TextInput type="time" label="End time" {...inputProps(index, 'end_time')} />
          </div>
          {rowError(index) && (
            <Text c="red.8" size="sm" mt="xs" role="alert">
              {rowError(index)}
            </Text>
          )}
          {index > 0 && (
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                color="red.9"
                mih={44}
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => form.removeListItem('date_array', index)}
                aria-label={`Delete date and time ${index + 1}`}
              >
                Delete
              </Button>
            </Group>
          )}
        </Fieldset>
      ))}
      <Button
        variant="light"
        mih={44}
        leftSection={<IconRepeat size={18} aria-hidden />}
        onClick={repeat}
        style={{ alignSelf: 'flex-start' }}
      >
        Repeat
      </Button>
    </Stack>
  );
}
