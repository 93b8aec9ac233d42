import { effectiveRate, type CreateEntranceBody } from '@wayfarer/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { TitleInput } from '@/components/ui/title-input';
import { useFormats } from '@/i18n/formats';
import { messages, useMessages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';
import { localDay } from '@/lib/calendar-day';
import { exchangeEntrance } from '../exchange-model';
import { rateShown } from '../money';

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
  const t = messages().exchange.record;
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return refused
    ? { type: 'error', title: t.notRecorded, text: error.message }
    : { type: 'server_error', title: t.notRecorded, text: t.unreachable };
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
  const messagesNow = useMessages();
  const t = messagesNow.exchange.record;
  const format = useFormats();
  const formId = useId();
  const [title, setTitle] = useState(`${serviceName}: ${home} → ${trip}`);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const rate = effectiveRate(paid, received);
  const canSave = rate !== null && title.trim() !== '';
  const summary = `${format.money(received, trip)} · ${format.money(paid, home)}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entrance = exchangeEntrance({
      title: title.trim(),
      paid,
      received,
      tripCurrency: trip,
      day: localDay(Date.now()),
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
      title={t.title}
      actions={
        <Button type="submit" form={formId} busy={busy} inactive={!canSave}>
          {messagesNow.common.save}
        </Button>
      }
    >
      <form id={formId} className="form-stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {problem && <MessageBox {...problem} onClose={() => setProblem(null)} />}
        <p>
          {t.youPay} <strong>{format.money(paid, home)}</strong> {t.andReceive}{' '}
          <strong>{format.money(received, trip)}</strong> {t.with(serviceName)}
          {rate && t.rate(trip, rateShown(format, rate), home)}
          {t.savedAs(summary)}
        </p>
        <fieldset className="form-stack__fields" disabled={busy}>
          <TitleInput value={title} onChange={setTitle} />
        </fieldset>
      </form>
    </Modal>
  );
}
