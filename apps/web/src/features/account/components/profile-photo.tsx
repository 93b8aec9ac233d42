import { PHOTO_LARGEST_DISPLAY_PX, type UserProfile } from '@wayfarer/core';
import { Camera, ImageOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Avatar } from '@/components/layout/avatar';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { useMessages } from '@/i18n/language';
import { isOffline } from '@/lib/offline/connection';
import { profilePhotoSrc } from '../api/get-user';
import { useUploadPhoto } from '../api/upload-photo';
import { photoChanged, photoFileProblem, photoUploadFailure } from '../photo-rules';
import './profile-photo.css';

const PHOTO_SIZE = PHOTO_LARGEST_DISPLAY_PX;

interface ProfilePhotoProps {
  user: UserProfile;
  /** What shows between the photo and its buttons (the name and e-mail). */
  children?: ReactNode;
}

/** The profile photo and its change: choose a jpeg or png, see it, then save it (or cancel). */
export function ProfilePhoto({ user, children }: ProfilePhotoProps) {
  const t = useMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  /** Set when Save or Cancel, which leave with their buttons, hand the focus back to 'Change photo'. */
  const refocus = useRef(false);
  const upload = useUploadPhoto();
  const [chosen, setChosen] = useState<File | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  // The buttons change with the step; the focus follows to the first one ('Save photo' or 'Change photo').
  useEffect(() => {
    if (chosen || refocus.current) actionsRef.current?.querySelector('button')?.focus();
    refocus.current = false;
  }, [chosen]);

  function done() {
    refocus.current = true;
    setChosen(null);
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    setMessage(problem);
    setPreviewFailed(false);
    setChosen(problem ? null : file);
  }

  async function save() {
    if (!chosen || upload.isPending) return;
    // A photo cannot wait in the queue as a change can: the chosen file stays, to be saved once back.
    if (isOffline()) {
      setMessage({ type: 'attention', title: t.offline.uploadNeedsConnection });
      return;
    }
    setMessage(null);
    try {
      await upload.mutateAsync(chosen);
      setMessage(photoChanged());
    } catch (error) {
      setMessage(photoUploadFailure(error));
    }
    done();
  }

  function cancel() {
    setMessage(null);
    done();
  }

  return (
    <div className="profile-photo">
      <div className="profile-photo__frame">
        {chosen && !previewFailed && <FilePreview file={chosen} onError={() => setPreviewFailed(true)} />}
        {chosen && previewFailed && (
          <span className="profile-photo__no-preview" role="img" aria-label={t.account.photo.cannotPreview}>
            <ImageOff aria-hidden="true" size={32} />
          </span>
        )}
        {!chosen && <Avatar name={user.name} src={profilePhotoSrc(user.photo)} size={PHOTO_SIZE} />}
      </div>
      {chosen && (
        <p className="profile-photo__caption">
          {previewFailed ? t.account.photo.noPreview : t.account.photo.preview}
          <span className="profile-photo__file">{chosen.name}</span>
        </p>
      )}
      {children}
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png"
        aria-label={t.account.photo.fileLabel}
        hidden
        onChange={handleFile}
      />
      <div
        ref={actionsRef}
        className={['profile-photo__actions', chosen && 'profile-photo__actions--confirm']
          .filter(Boolean)
          .join(' ')}
      >
        {chosen ? (
          <>
            <Button busy={upload.isPending} onClick={() => void save()}>
              {t.account.photo.save}
            </Button>
            <Button variant="ghost" inactive={upload.isPending} onClick={cancel}>
              {t.common.cancel}
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            block
            icon={<Camera aria-hidden="true" size={18} />}
            onClick={() => inputRef.current?.click()}
          >
            {t.account.photo.change}
          </Button>
        )}
      </div>
      <p className="profile-photo__hint">{t.account.photo.hint}</p>
      {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
    </div>
  );
}

/** The chosen file drawn from a blob address that lives exactly as long as the image element. */
function FilePreview({ file, onError }: { file: File; onError: () => void }) {
  const t = useMessages();
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <img
      ref={attach}
      className="avatar profile-photo__preview"
      alt={t.account.photo.previewAlt}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      onError={onError}
    />
  );
}
