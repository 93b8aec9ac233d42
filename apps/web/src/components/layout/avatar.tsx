import { useState } from 'react';
import { useMessages } from '@/i18n/language';
import { initialsOf } from '@/lib/initials';
import './avatar.css';

interface AvatarProps {
  name: string;
  /** The photo's address; null when the user has none, so the initials show. */
  src: string | null;
  size?: number;
  label?: string;
}

/** The profile photo, or the user's initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 40, label: givenLabel }: AvatarProps) {
  const t = useMessages();
  const label = givenLabel ?? t.ui.avatar.photo;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && failedSrc !== src) {
    return (
      <img
        className="avatar"
        src={src}
        alt={label}
        width={size}
        height={size}
        style={style}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span className="avatar avatar--initials" role="img" aria-label={label} style={style}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
