import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { CenteredPage } from '../../../components/layout/centered-page';
import { Button } from '../../../components/ui/button';
import { signOut } from '../../../lib/sign-out';
import './create-trip-details.css';

/** Where a user with no trip lands after signing in; the trip set-up itself comes with the trip issue. */
export function CreateTripDetailsPage() {
  const navigate = useNavigate();
  const [exiting, setExiting] = useState(false);

  async function exit() {
    setExiting(true);
    await signOut();
    await navigate('/login', { replace: true });
  }

  return (
    <CenteredPage>
      <DocumentTitle title="Where are you going?" />
      <div className="trip-setup">
        <span className="trip-setup__icon" aria-hidden="true">
          <MapPin size={32} />
        </span>
        <h1>Where are you going?</h1>
        <p>
          Trip set-up arrives soon: here you will tell us the city you live in, the city you are travelling to
          and the date of your trip.
        </p>
        <Button variant="secondary" busy={exiting} onClick={() => void exit()}>
          Exit
        </Button>
      </div>
    </CenteredPage>
  );
}
