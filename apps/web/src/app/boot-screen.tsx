import { Spinner } from '../components/ui/spinner';

/** What shows while the first page's code loads. */
export function BootScreen() {
  return (
    <div className="boot-screen">
      <Spinner label="Loading Wayfarer" size={28} />
    </div>
  );
}
