import { useQueryClient } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CompactFeedUnavailable } from '@/components/feeds/compact-feed-unavailable';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/i18n/language';

interface WidgetBoundaryProps {
  /** The widget's name, for its fallback card: 'Weather'. */
  name: string;
  /** The widget's place in the dashboard's grid, kept by the fallback card. */
  className: string;
  children: ReactNode;
}

interface BoundaryProps extends WidgetBoundaryProps {
  /** Run before the widget is drawn again. */
  onRetry: () => void;
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Try again first drops the data of the widgets no longer on screen (the failed one's, unmounted by the
 * fallback): drawn again from the same cached answer it would fail again, so it fetches a fresh one.
 */
export function WidgetBoundary(props: WidgetBoundaryProps) {
  const queryClient = useQueryClient();
  return <Boundary {...props} onRetry={() => queryClient.removeQueries({ type: 'inactive' })} />;
}

/**
 * One dashboard widget that throws while rendering shows a small failure card in its own place, instead
 * of the route's error page taking the whole dashboard down with it; Try again renders it afresh.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.name} widget failed to render`, error, info.componentStack);
  }

  override render() {
    const { name, className, children, onRetry } = this.props;
    if (!this.state.failed) return children;
    return (
      <WidgetFailed
        name={name}
        className={className}
        onRetry={() => {
          onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

/** The small failure card in a widget's place, with Try again. */
function WidgetFailed({
  name,
  className,
  onRetry,
}: {
  name: string;
  className: string;
  onRetry: () => void;
}) {
  const t = useMessages();
  return (
    <Card className={className} aria-label={name}>
      <CompactFeedUnavailable
        title={t.dashboard.widgetFailed.title(name)}
        text={t.dashboard.widgetFailed.text}
        onRetry={onRetry}
      />
    </Card>
  );
}
