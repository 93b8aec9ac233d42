import { ATTACHMENT_ACCEPT, canAddTodoAttachment, type TodoAttachment, type TodoList } from '@wayfarer/core';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, ExternalLink, FileImage, FileText, Paperclip } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useAddedBy } from '@/lib/current-trip';
import { useOffline } from '@/lib/offline/connection';
import { useMessages } from '@/i18n/language';
import { useSendAttempt } from '@/lib/use-send-attempt';
import { attachmentUrl, todoAttachments } from '../api/list-items';
import { todoListsQueryOptions } from '../api/get-todo-lists';
import { useUploadAttachment } from '../api/upload-attachment';
import { checkAttachmentFile, formatFileSize, linkExpiresAt, uploadFailureMessage } from '../attachment-file';
import { AddedBy, DeleteItemButton, TodoSection } from './todo-section';
import './todo-attachments.css';

/** A link this close to its expiry is signed anew before it is opened. */
const EXPIRY_MARGIN_MS = 30_000;

/** Attachments: a title and an uploaded file; each opens in a new tab and can be deleted (not by a viewer). */
export function TodoAttachmentsSection({ list, readOnly = false }: { list: TodoList; readOnly?: boolean }) {
  const t = useMessages();
  const remove = todoAttachments.useDelete();
  const open = useOpenAttachment();
  const addedBy = useAddedBy();
  return (
    <TodoSection
      icon={Paperclip}
      title={t.todo.attachments.title}
      count={list.attachments.length}
      emptyText={t.todo.attachments.empty}
      addLabel={t.todo.attachments.add}
      form={readOnly ? undefined : (id) => <AddAttachmentForm id={id} listId={list.id} />}
    >
      {list.attachments.map((attachment) => {
        const extension = /\.(\w+)(?:\?|$)/.exec(attachment.link)?.[1] ?? '';
        const Icon = extension === 'jpg' || extension === 'png' ? FileImage : FileText;
        return (
          <li key={attachment.id} className="todo-item todo-attachment">
            <a
              className="todo-attachment__link"
              href={attachmentUrl(attachment.link)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => open(event, attachment)}
            >
              <Icon aria-hidden="true" size={20} className="todo-attachment__icon" />
              <span className="todo-item__title">{attachment.title}</span>
              {extension && <span className="todo-attachment__type">{extension}</span>}
              <ExternalLink aria-hidden="true" size={16} className="todo-attachment__external" />
              <span className="visually-hidden">{t.todo.attachments.opensInNewTab}</span>
            </a>
            {!readOnly && (
              <DeleteItemButton
                label={t.todo.attachments.delete(attachment.title)}
                onClick={() => remove.mutate(attachment)}
              />
            )}
            <AddedBy text={addedBy(attachment.createdBy)} />
          </li>
        );
      })}
    </TodoSection>
  );
}

/**
 * Links are signed for 15 minutes and the board is read again well before that; should one be about to
 * expire anyway (a laptop woken from sleep), the tab is opened at once and sent to a freshly signed link.
 */
function useOpenAttachment() {
  const queryClient = useQueryClient();
  return (event: MouseEvent<HTMLAnchorElement>, attachment: TodoAttachment) => {
    const expires = linkExpiresAt(attachment.link);
    if (expires === null || expires - Date.now() > EXPIRY_MARGIN_MS) return;
    event.preventDefault();
    const tab = window.open('', '_blank');
    if (!tab) return;
    tab.opener = null;
    queryClient
      .fetchQuery({ ...todoListsQueryOptions(), staleTime: 0 })
      .then((lists) => {
        const fresh = lists.flatMap((list) => list.attachments).find(({ id }) => id === attachment.id);
        if (fresh) tab.location.href = attachmentUrl(fresh.link);
        else tab.close();
      })
      .catch(() => tab.close());
  };
}

interface Upload {
  fileName: string;
  name: string;
  size: number;
}

/** The file is uploaded as soon as it is picked; Attach is enabled once it is (spec section 5). */
/** Offline, the form says an upload needs a connection: a file cannot wait in the queue as a change can. */
function AddAttachmentForm({ id, listId }: { id: string; listId: string }) {
  const t = useMessages();
  if (useOffline()) return <MessageBox type="attention" title={t.offline.uploadNeedsConnection} />;
  return <AttachmentUploadForm id={id} listId={listId} />;
}

function AttachmentUploadForm({ id, listId }: { id: string; listId: string }) {
  const t = useMessages();
  const fileHintId = useId();
  const upload = useUploadAttachment();
  const create = todoAttachments.useCreate();
  const [title, setTitle] = useState('');
  const [uploaded, setUploaded] = useState<Upload | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  // A new key empties the file input after an attach.
  const [inputKey, setInputKey] = useState(0);
  const fileName = uploaded?.fileName ?? '';
  const attempt = useSendAttempt({
    title: title.trim() === '' ? t.ui.missing.title : null,
    // While the file uploads, its status says so already.
    file: fileName === '' && !upload.isPending ? t.ui.missing.file : null,
  });
  const fileProblem = attempt.problem('file');

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setUploaded(null);
    setMessage(null);
    if (!file) return;
    const refused = checkAttachmentFile(file);
    if (refused) {
      setMessage(refused);
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => setUploaded({ fileName: result.fileName, name: file.name, size: file.size }),
      onError: (error) => setMessage(uploadFailureMessage(error)),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (
      create.isPending ||
      !attempt.trySend(event.currentTarget) ||
      !canAddTodoAttachment({ title, fileName })
    )
      return;
    setMessage(null);
    create.mutate(
      { title: title.trim(), link: fileName, toDoListId: listId },
      {
        onSuccess: () => {
          setTitle('');
          setUploaded(null);
          setInputKey((key) => key + 1);
        },
        onError: (error) =>
          setMessage({ type: 'error', title: t.todo.attachments.notAttached, text: error.message }),
      },
    );
  }

  return (
    <form id={id} className="todo-subform" noValidate onSubmit={handleSubmit}>
      {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
      <TextInput
        label={t.todo.attachments.titleLabel}
        autoComplete="off"
        autoFocus
        maxLength={200}
        value={title}
        invalid={attempt.problem('title') !== undefined}
        hint={attempt.problem('title')}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${fileHintId}-input`}>
          {t.todo.attachments.file}
        </label>
        <input
          key={inputKey}
          id={`${fileHintId}-input`}
          type="file"
          className="todo-file"
          accept={ATTACHMENT_ACCEPT}
          aria-describedby={fileProblem === undefined ? fileHintId : `${fileHintId} ${fileHintId}-problem`}
          aria-invalid={fileProblem !== undefined || undefined}
          onChange={handleFile}
        />
        <p id={fileHintId} className="field__hint todo-file__status" aria-live="polite">
          {upload.isPending ? (
            <>
              <Spinner size={16} label={t.todo.attachments.uploadingLabel} /> {t.todo.attachments.uploading}
            </>
          ) : uploaded ? (
            <>
              <CircleCheck aria-hidden="true" size={16} className="todo-file__done" />{' '}
              {t.todo.attachments.uploaded(uploaded.name, formatFileSize(uploaded.size))}
            </>
          ) : (
            t.todo.attachments.accepted
          )}
        </p>
        {fileProblem !== undefined && (
          <p id={`${fileHintId}-problem`} className="field__hint field__hint--error">
            {fileProblem}
          </p>
        )}
      </div>
      <div className="todo-subform__actions">
        <Button type="submit" unready={!canAddTodoAttachment({ title, fileName })} busy={create.isPending}>
          {t.todo.attachments.attach}
        </Button>
      </div>
    </form>
  );
}
