import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { DocumentTitle } from '../components/document-title';
import { CenteredPage } from '../components/layout/centered-page';
import { Button } from '../components/ui/button';
import { useMessages } from '../i18n/language';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/** Catches a page that fails to load or render (e.g. a chunk gone after a new release); moving on clears it. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

function RouteError() {
  const t = useMessages();
  return (
    <CenteredPage>
      <DocumentTitle title={t.layout.routeError.documentTitle} />
      <div className="route-error">
        <h1>{t.layout.routeError.title}</h1>
        <p>{t.layout.routeError.text}</p>
        <Button onClick={() => window.location.reload()}>{t.layout.routeError.reload}</Button>
      </div>
    </CenteredPage>
  );
}
