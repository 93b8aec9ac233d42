import type { TripSummary } from '@wayfarer/core';
import { Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/i18n/language';
import { DeleteAccountDialog, type GoogleConfirmHandlers } from './delete-account-dialog';
import './account-data.css';

interface DeleteAccountProps {
  /** The user's trips (GET /trips), which the confirmation goes through one by one; unknown while read. */
  trips: readonly TripSummary[] | undefined;
  /** Google's button handing back a fresh credential, for an account that signs in with Google. */
  confirmWithGoogle: (handlers: GoogleConfirmHandlers) => ReactNode;
}

/** The danger zone: the account deleted for good, after a confirmation that names what goes where. */
export function DeleteAccount({ trips, confirmWithGoogle }: DeleteAccountProps) {
  const t = useMessages();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card className="account-data account-data--danger" aria-labelledby={titleId}>
      <div className="account-data__head">
        <h2 id={titleId}>{t.accountData.deletion.title}</h2>
        <p>{t.accountData.deletion.lead}</p>
      </div>
      <div className="account-data__actions">
        <Button variant="danger" icon={<Trash2 aria-hidden="true" size={18} />} onClick={() => setOpen(true)}>
          {t.accountData.deletion.open}
        </Button>
      </div>
      {open && (
        <DeleteAccountDialog
          trips={trips}
          confirmWithGoogle={confirmWithGoogle}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
