import type { MonthYear } from '@faith-shield/contract/reports/report-fields';
import { MONTH_NAMES, reportYears } from '@faith-shield/contract/reports/report-messages';
import { Group, NativeSelect } from '@mantine/core';

type Props = { period: MonthYear; onChange: (period: MonthYear) => void };

/** spec 02 §9: months 1 to 12; the current year and the nine before it. */
export function PeriodPickers({ period, onChange }: Props) {
  const years = reportYears(new Date());
  return (
    <Group grow gap="sm" align="flex-end">
      <NativeSelect
        label="Month"
        value={String(period.month)}
        data={MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))}
        onChange={(event) => onChange({ ...period, month: Number(event.currentTarget.value) })}
        size="md"
      />
      <NativeSelect
        label="Year"
        value={String(period.year)}
        data={years.map(String)}
        onChange={(event) => onChange({ ...period, year: Number(event.currentTarget.value) })}
        size="md"
      />
    </Group>
  );
}
