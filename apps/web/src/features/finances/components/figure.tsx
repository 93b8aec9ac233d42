import './finance-parts.css';

/** What an amount means, which sets its colour mark: money in, the two kinds of spending, gain or loss. */
export type FigureTone = 'in' | 'domestic' | 'trip' | 'gain' | 'loss' | 'plain';

interface FigureProps {
  label: string;
  value: string;
  tone?: FigureTone;
  /** The line that sums the others up (profit, result). */
  emphasis?: boolean;
  /** Drawn as a small card of its own, as on the dashboard. */
  tile?: boolean;
}

/** The tone of a sum that may go either way: green above 0, red below, plain at 0. */
export const signTone = (cents: number): FigureTone => (cents > 0 ? 'gain' : cents < 0 ? 'loss' : 'plain');

/** One label and amount of a resume, inside a <dl>. */
export function Figure({ label, value, tone = 'plain', emphasis = false, tile = false }: FigureProps) {
  const classes = ['figure', `figure--${tone}`, emphasis && 'figure--emphasis', tile && 'figure--tile'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <dt className="figure__label">{label}</dt>
      <dd className="figure__value">{value}</dd>
    </div>
  );
}
