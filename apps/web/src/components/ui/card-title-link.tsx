import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import './card-title-link.css';

/** A dashboard widget's title, linking to the page the widget summarises (spec: "header links to …"). */
export function CardTitleLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="card-title-link">
      {children}
      <ArrowRight aria-hidden="true" size={20} />
    </Link>
  );
}
