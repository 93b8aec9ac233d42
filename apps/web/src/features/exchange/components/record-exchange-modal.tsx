import { effectiveRate, formatMoneyIn, type CreateEntranceBody } from '@wayfarer/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { MessageBox, type Message } from '../../../components/ui/message-box';
import { Modal } from '../../../components/ui/modal';
import { TitleInput } from '../../../components/ui/title-input';
import { ApiRequestError } from '../../../lib/api-client';
import { exchangeEntrance } from '../exchange-model';

/** Saves an entrance through the finances (the page that composes this one hands it over). */
export type RecordExchange = (entrance: CreateEntranceBody) => Promise<unknown>;

interface RecordExchangeModalProps {
  serviceName: string;
  home: string;
  trip: string;
  /** Home cents paid. */
  paid: number;
  /** Trip cents received after the service's fee. */
  received: number;
  record: RecordExchange;
  /** Called with what was recorded, once the server stored it. */
  onRecorded: (text: string) => void;
  onClose: () => void;
}

/** The server's words for what it refused; a retry advice when it could not be reached. */
function failure(error: unknown): Message {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return refused
    ? { type: 'error', title: 'Not recorded', text: error.message }
    : {
        type: 'server_error',
        title: 'Not recorded',
        text: 'The server could not be reached. Please try again.',
      };
}

/**
 * 'Record this exchange': the money received after the fee becomes an entrance of the finances in the
 * trip currency, at the rate really paid (fees included), so that its home value is what was paid.
 */
export function RecordExchangeModal({
  serviceName,
  home,
  trip,
  paid,
  received,
  record,
  onRecorded,
  onClose,
}: RecordExchangeModalProps) {
  const formId = useId();
  const [title, setTitle] = useState(`${serviceName}: ${home} → ${trip}`);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const rate = effectiveRate(paid, received);
  const canSave = rate !== null && title.trim() !== '';
  const summary = `${formatMoneyIn(received, trip)} · ${formatMoneyIn(paid, home)}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entrance = exchangeEntrance({
      title: title.trim(),
      paid,
      received,
      tripCurrency: trip,
      date: Date.now(),
    });
    if (!entrance || !canSave || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await record(entrance);
    } catch (error) {
      setBusy(false);
      setProblem(failure(error));
      return;
    }
    onRecorded(summary);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Record this exchange"
      actions={
        <Button type="submit" form={formId} busy={busy} inactive={!canSave}>
          Save
        </Button>
      }
    >
      <form id={formId} className="form-stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {problem && <MessageBox {...problem} onClose={() => setProblem(null)} />}
        <p>
          You pay <strong>{formatMoneyIn(paid, home)}</strong> and receive{' '}
          <strong>{formatMoneyIn(received, trip)}</strong> with {serviceName}
          {rate && `: 1 ${trip} cost ${rate} ${home}, fees included`}. It is saved in your finances as an
          entrance of {summary}, dated today.
        </p>
        <fieldset className="form-stack__fields" disabled={busy}>
          <TitleInput value={title} onChange={setTitle} />
        </fieldset>
      </form>
    </Modal>
  );
}
