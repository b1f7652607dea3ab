import type { VideoCallKind } from '#domain/content/content';
// Emitted as a file even though it is small: a `<use>` cannot point into a data: URL.
import spriteUrl from './icons.svg?url&no-inline';

/**
 * Decorative icons of the site: every one sits beside a text or inside a link with an accessible name. Their
 * drawings live in one cached sprite (icons.svg), so no page carries them in its JavaScript.
 */
export type IconName =
  | 'phone'
  | 'whatsapp'
  | 'zoom'
  | 'skype'
  | 'video'
  | 'home'
  | 'car'
  | 'tag'
  | 'plan'
  | 'more'
  | 'map-pin'
  | 'instagram'
  | 'facebook'
  | 'close'
  | 'wrench'
  | 'chat'
  | 'calendar'
  | 'key'
  | 'motorcycle'
  | 'whatsapp-badge'
  | 'chevron-left'
  | 'chevron-right'
  | 'pause'
  | 'play'
  | 'chevron-down'
  | 'compare'
  | 'chevron-left-thin'
  | 'pause-thin'
  | 'play-small'
  | 'new-tab'
  | 'arrow-right'
  | 'phone-filled'
  | 'whatsapp-thin'
  | 'map-pin-filled'
  | 'mail-filled'
  | 'video-filled'
  | 'wallet'
  | 'person'
  | 'check'
  | 'card'
  | 'search'
  | 'mail'
  | 'clock'
  | 'shield'
  | 'undo'
  | 'wrench-thin'
  | 'calendar-thin'
  | 'parts'
  | 'award'
  | 'receipt'
  | 'bank'
  | 'phone-thin'
  | 'road';

export interface IconProps {
  className?: string;
  size?: number;
}

export function Icon({ name, className, size = 20 }: IconProps & { name: IconName }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" className="logo-mark__tile" />
      <path d="M8 9h16v4h-6v12h-4V13H8z" className="logo-mark__t" />
    </svg>
  );
}

/** docs/product.md §2: a video-call link containing zoom or skype gets the matching icon. */
export function VideoCallIcon({ kind, ...props }: IconProps & { kind: VideoCallKind | undefined }) {
  return <Icon name={kind ?? 'video'} {...props} />;
}
