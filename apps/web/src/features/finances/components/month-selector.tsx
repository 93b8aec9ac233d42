import { nextMonth, previousMonth, type CalendarMonth } from '@wayfarer/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { selectorYears } from '../dates';
import { SelectField } from '@/components/ui/select-field';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import './month-selector.css';

interface MonthSelectorProps {
  month: CalendarMonth;
  currentYear: number;
  onChange: (month: CalendarMonth) => void;
}

/** Back, the month and year dropdowns, and Next; stepping past December or January rolls the year. */
const MONTHS = Array.from({ length: 12 }, (_, index) => index);

/** 'março' → 'Março': a month named on its own, as a list shows it. */
const capitalised = (name: string) => name.charAt(0).toLocaleUpperCase() + name.slice(1);

export function MonthSelector({ month, currentYear, onChange }: MonthSelectorProps) {
  const t = useMessages().finances.monthSelector;
  const format = useFormats();
  return (
    <div role="group" aria-label={t.month} className="month-selector">
      <Button
        variant="secondary"
        className="month-selector__step"
        icon={<ChevronLeft aria-hidden="true" size={18} />}
        onClick={() => onChange(previousMonth(month))}
      >
        {t.back}
      </Button>
      <div className="month-selector__pickers">
        <SelectField
          label={t.month}
          hideLabel
          className="month-selector__month"
          value={month.monthIndex}
          onChange={(event) => onChange({ ...month, monthIndex: Number(event.target.value) })}
        >
          {MONTHS.map((index) => (
            <option key={index} value={index}>
              {capitalised(format.monthName(index))}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.year}
          hideLabel
          className="month-selector__year"
          value={month.year}
          onChange={(event) => onChange({ ...month, year: Number(event.target.value) })}
        >
          {selectorYears(currentYear, month.year).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
      <Button
        variant="secondary"
        className="month-selector__step month-selector__step--next"
        onClick={() => onChange(nextMonth(month))}
      >
        {t.next}
        <ChevronRight aria-hidden="true" size={18} />
      </Button>
    </div>
  );
}
