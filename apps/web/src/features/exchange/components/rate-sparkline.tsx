import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH, sparkline } from '../sparkline';
import { rateWeekText, type RateHistory } from '../exchange-model';
import './rate-sparkline.css';

const viewBox = `0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`;

/** A made-up, gently rising week for the grey stand-in line: the shape of a sparkline, no data. */
const PLACEHOLDER_WEEK = sparkline([4, 5, 4.4, 5.8, 5.2, 6.6, 6.1]);

interface RateSparklineProps {
  history: RateHistory;
  trip: string;
  home: string;
}

/**
 * The dashboard's 7-day line as a small inline SVG (no chart library): oldest on the left, red when the
 * trip currency got dearer since yesterday, green otherwise, as the /exchange chart; named in words.
 */
export function RateSparkline({ history, trip, home }: RateSparklineProps) {
  const { line, area, points } = sparkline(history.values);
  const today = points[points.length - 1];
  return (
    <div className={`rate-sparkline rate-sparkline--${history.dearer ? 'dearer' : 'cheaper'}`}>
      <svg
        className="rate-sparkline__svg"
        viewBox={viewBox}
        preserveAspectRatio="none"
        role="img"
        aria-label={rateWeekText(history, trip, home)}
      >
        <path className="rate-sparkline__area" d={area} />
        <path className="rate-sparkline__line" d={line} />
      </svg>
      {today && (
        <span
          className="rate-sparkline__today"
          style={{
            left: `${(today.x / SPARKLINE_WIDTH) * 100}%`,
            top: `${(today.y / SPARKLINE_HEIGHT) * 100}%`,
          }}
        />
      )}
    </div>
  );
}

/** The grey stand-in of the same size, while there are no rates (spec: "grey with placeholder values"). */
export function RateSparklinePlaceholder() {
  return (
    <div className="rate-sparkline rate-sparkline--placeholder" aria-hidden="true">
      <svg className="rate-sparkline__svg" viewBox={viewBox} preserveAspectRatio="none">
        <path className="rate-sparkline__area" d={PLACEHOLDER_WEEK.area} />
        <path className="rate-sparkline__line" d={PLACEHOLDER_WEEK.line} />
      </svg>
    </div>
  );
}
