import type { VideoCallKind } from '../../../domain/content';

/** Decorative icons of the site frame: every one sits beside a text or inside a link with an accessible name. */
export interface IconProps {
  className?: string;
  size?: number;
}

export function Svg({ className, size = 20, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

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

export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        {...stroke}
        d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
      />
    </Svg>
  );
}

export function WhatsappIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2m0 1.8a8.2 8.2 0 1 1-4.2 15.3l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8M8.6 7.3c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.3 2.4 1 2.9.8 3.4.7.6 0 1.7-.7 2-1.4.2-.7.2-1.3.2-1.4l-.5-.3-1.8-.9c-.3-.1-.4-.1-.6.1l-.8 1c-.2.2-.3.2-.6.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3v-.5l-.9-2c-.2-.5-.4-.5-.6-.5z"
      />
    </Svg>
  );
}

export function ZoomIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2" y="2" width="20" height="20" rx="6" fill="#0b5cff" />
      <path
        fill="#ffffff"
        d="M6 9.2c0-.7.5-1.2 1.2-1.2h5.6c1.2 0 2.2 1 2.2 2.2v4.6c0 .7-.5 1.2-1.2 1.2H8.2C7 16 6 15 6 13.8zM15.8 11l2.4-1.8c.4-.3.8 0 .8.4v4.8c0 .5-.4.7-.8.4L15.8 13z"
      />
    </Svg>
  );
}

export function SkypeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" fill="#0078d4" />
      <path
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
        d="M15 9c-.6-1-1.7-1.5-3-1.5-1.7 0-3 .9-3 2.1 0 2.9 6 1.6 6 4.6 0 1.3-1.4 2.3-3.1 2.3-1.4 0-2.6-.6-3.1-1.6"
      />
    </Svg>
  );
}

export function VideoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect {...stroke} x="2" y="6" width="14" height="12" rx="2" />
      <path {...stroke} d="m16 10 6-3v10l-6-3" />
    </Svg>
  );
}

/** SPEC §2: a video-call link containing zoom or skype gets the matching icon. */
export function VideoCallIcon({ kind, ...props }: IconProps & { kind: VideoCallKind | undefined }) {
  if (kind === 'zoom') return <ZoomIcon {...props} />;
  if (kind === 'skype') return <SkypeIcon {...props} />;
  return <VideoIcon {...props} />;
}

export function HomeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M3 11 12 4l9 7M5 9.5V20h5v-6h4v6h5V9.5" />
    </Svg>
  );
}

export function CarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M3 16v-4l2-5h14l2 5v4zM3 16v2h3v-2M18 16v2h3v-2M3 12h18" />
      <circle cx="7" cy="14" r="1" fill="currentColor" />
      <circle cx="17" cy="14" r="1" fill="currentColor" />
    </Svg>
  );
}

export function TagIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
    </Svg>
  );
}

export function PlanIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect {...stroke} x="3" y="5" width="18" height="16" rx="2" />
      <path {...stroke} d="M3 10h18M8 3v4M16 3v4M8 14h3M8 17h6" />
    </Svg>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </Svg>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
      <circle {...stroke} cx="12" cy="9" r="2.5" />
    </Svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect {...stroke} x="3" y="3" width="18" height="18" rx="5" />
      <circle {...stroke} cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </Svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21z"
      />
    </Svg>
  );
}
