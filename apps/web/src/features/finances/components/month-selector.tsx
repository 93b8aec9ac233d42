import { MONTH_NAMES, nextMonth, previousMonth, type CalendarMonth } from '@wayfarer/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { selectorYears } from '../dates';
import { SelectField } from '../../../components/ui/select-field';
import './month-selector.css';

interface MonthSelectorProps {
  month: CalendarMonth;
  currentYear: number;
  onChange: (month: CalendarMonth) => void;
}

/** Back, the month and year dropdowns, and Next; stepping past December or January rolls the year. */
export function MonthSelector({ month, currentYear, onChange }: MonthSelectorProps) {
  return (
    <div role="group" aria-label="Month" className="month-selector">
      <Button
        variant="secondary"
        className="month-selector__step"
        icon={<ChevronLeft aria-hidden="true" size={18} />}
        onClick={() => onChange(previousMonth(month))}
      >
        Back
      </Button>
      <div className="month-selector__pickers">
        <SelectField
          label="Month"
          hideLabel
          className="month-selector__month"
          value={month.monthIndex}
          onChange={(event) => onChange({ ...month, monthIndex: Number(event.target.value) })}
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Year"
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
        Next
        <ChevronRight aria-hidden="true" size={18} />
      </Button>
    </div>
  );
}
