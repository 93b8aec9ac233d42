import type { DoughnutSlice, MonthlyResumeFigures } from '@wayfarer/core';
import type { Messages } from '@/i18n/catalogue';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { DOUGHNUT_BOX, doughnutArcs, halfDoughnut, ringSector } from '../chart-data';
import { spentWithoutEntrances } from '../figure-notes';
import { homeMoney, percentText } from '../money';
import './finance-parts.css';

/** Each slice's colour, by the core's labels (the legend's marks use the same classes). */
const SLICE_CLASSES: Record<DoughnutSlice['label'], string> = {
  'Total Domestic': 'domestic',
  'Total Trip': 'trip',
  'Total Entrances': 'in',
};

/** Each slice's name in the catalogue, by the core's labels. */
const SLICE_NAMES: Record<DoughnutSlice['label'], keyof Messages['finances']['figures']> = {
  'Total Domestic': 'totalDomestic',
  'Total Trip': 'totalTrip',
  'Total Entrances': 'totalEntrances',
};

const TRACK = ringSector(0, 1);

/**
 * The dashboard's half doughnut (spec section 9: a half circle, cutout 84) as an inline SVG: no chart
 * library on the dashboard, nothing drawn by script after the data lands. The percentage spent sits in
 * the middle as text and the labels are an HTML legend, so both are read out; each slice names its
 * figure on hover, as the four result cards above it do for everyone.
 */
export function HalfDoughnut({
  resume,
  homeCurrency,
}: {
  resume: MonthlyResumeFigures;
  /** The home currency the figures are in. */
  homeCurrency: string;
}) {
  const t = useMessages().finances;
  const format = useFormats();
  const name = (label: DoughnutSlice['label']) => t.figures[SLICE_NAMES[label]];
  const { slices } = halfDoughnut(resume);
  const arcs = doughnutArcs(slices);

  return (
    <figure className="half-doughnut">
      <div className="half-doughnut__chart">
        <svg
          className="half-doughnut__ring"
          viewBox={`0 0 ${DOUGHNUT_BOX.width} ${DOUGHNUT_BOX.height}`}
          aria-hidden="true"
        >
          <path className="half-doughnut__track" d={TRACK} />
          {arcs.map((arc) => (
            <path
              key={arc.label}
              className={`half-doughnut__slice half-doughnut__slice--${SLICE_CLASSES[arc.label]}`}
              d={arc.path}
            >
              <title>{t.doughnut.slice(name(arc.label), homeMoney(format, arc.value, homeCurrency))}</title>
            </path>
          ))}
        </svg>
        <p className="half-doughnut__centre">
          <strong className="half-doughnut__percentage" data-testid="finance-percentage">
            {percentText(format, resume.percentage)}
          </strong>
          <span className="half-doughnut__caption">
            {spentWithoutEntrances(resume) ? t.doughnut.noEntrances : t.doughnut.spent}
          </span>
        </p>
      </div>
      <figcaption>
        <ul className="legend half-doughnut__legend">
          {slices.map((slice) => (
            <li key={slice.label} className={`legend__item legend__item--${SLICE_CLASSES[slice.label]}`}>
              {name(slice.label)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
